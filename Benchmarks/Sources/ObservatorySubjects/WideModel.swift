// A model with 100 tracked properties, for the tracked-read cases (the
// properties and readers were generated); compiled twice like Models.swift.

#if OBSERVATORY
import Observatory
#else
import Observation
#endif
import Benchmark

@Observable
final class Wide: @unchecked Sendable {
    var p0 = 0
    var p1 = 1
    var p2 = 2
    var p3 = 3
    var p4 = 4
    var p5 = 5
    var p6 = 6
    var p7 = 7
    var p8 = 8
    var p9 = 9
    var p10 = 10
    var p11 = 11
    var p12 = 12
    var p13 = 13
    var p14 = 14
    var p15 = 15
    var p16 = 16
    var p17 = 17
    var p18 = 18
    var p19 = 19
    var p20 = 20
    var p21 = 21
    var p22 = 22
    var p23 = 23
    var p24 = 24
    var p25 = 25
    var p26 = 26
    var p27 = 27
    var p28 = 28
    var p29 = 29
    var p30 = 30
    var p31 = 31
    var p32 = 32
    var p33 = 33
    var p34 = 34
    var p35 = 35
    var p36 = 36
    var p37 = 37
    var p38 = 38
    var p39 = 39
    var p40 = 40
    var p41 = 41
    var p42 = 42
    var p43 = 43
    var p44 = 44
    var p45 = 45
    var p46 = 46
    var p47 = 47
    var p48 = 48
    var p49 = 49
    var p50 = 50
    var p51 = 51
    var p52 = 52
    var p53 = 53
    var p54 = 54
    var p55 = 55
    var p56 = 56
    var p57 = 57
    var p58 = 58
    var p59 = 59
    var p60 = 60
    var p61 = 61
    var p62 = 62
    var p63 = 63
    var p64 = 64
    var p65 = 65
    var p66 = 66
    var p67 = 67
    var p68 = 68
    var p69 = 69
    var p70 = 70
    var p71 = 71
    var p72 = 72
    var p73 = 73
    var p74 = 74
    var p75 = 75
    var p76 = 76
    var p77 = 77
    var p78 = 78
    var p79 = 79
    var p80 = 80
    var p81 = 81
    var p82 = 82
    var p83 = 83
    var p84 = 84
    var p85 = 85
    var p86 = 86
    var p87 = 87
    var p88 = 88
    var p89 = 89
    var p90 = 90
    var p91 = 91
    var p92 = 92
    var p93 = 93
    var p94 = 94
    var p95 = 95
    var p96 = 96
    var p97 = 97
    var p98 = 98
    var p99 = 99
}

extension Wide {
    /// Reads properties p0 ..< p1, each once, into `blackHole`.
    func read1() {
        blackHole(p0)
    }

    /// Reads properties p0 ..< p10, each once, into `blackHole`.
    func read10() {
        blackHole(p0)
        blackHole(p1)
        blackHole(p2)
        blackHole(p3)
        blackHole(p4)
        blackHole(p5)
        blackHole(p6)
        blackHole(p7)
        blackHole(p8)
        blackHole(p9)
    }

    /// Reads properties p0 ..< p100, each once, into `blackHole`.
    func read100() {
        blackHole(p0)
        blackHole(p1)
        blackHole(p2)
        blackHole(p3)
        blackHole(p4)
        blackHole(p5)
        blackHole(p6)
        blackHole(p7)
        blackHole(p8)
        blackHole(p9)
        blackHole(p10)
        blackHole(p11)
        blackHole(p12)
        blackHole(p13)
        blackHole(p14)
        blackHole(p15)
        blackHole(p16)
        blackHole(p17)
        blackHole(p18)
        blackHole(p19)
        blackHole(p20)
        blackHole(p21)
        blackHole(p22)
        blackHole(p23)
        blackHole(p24)
        blackHole(p25)
        blackHole(p26)
        blackHole(p27)
        blackHole(p28)
        blackHole(p29)
        blackHole(p30)
        blackHole(p31)
        blackHole(p32)
        blackHole(p33)
        blackHole(p34)
        blackHole(p35)
        blackHole(p36)
        blackHole(p37)
        blackHole(p38)
        blackHole(p39)
        blackHole(p40)
        blackHole(p41)
        blackHole(p42)
        blackHole(p43)
        blackHole(p44)
        blackHole(p45)
        blackHole(p46)
        blackHole(p47)
        blackHole(p48)
        blackHole(p49)
        blackHole(p50)
        blackHole(p51)
        blackHole(p52)
        blackHole(p53)
        blackHole(p54)
        blackHole(p55)
        blackHole(p56)
        blackHole(p57)
        blackHole(p58)
        blackHole(p59)
        blackHole(p60)
        blackHole(p61)
        blackHole(p62)
        blackHole(p63)
        blackHole(p64)
        blackHole(p65)
        blackHole(p66)
        blackHole(p67)
        blackHole(p68)
        blackHole(p69)
        blackHole(p70)
        blackHole(p71)
        blackHole(p72)
        blackHole(p73)
        blackHole(p74)
        blackHole(p75)
        blackHole(p76)
        blackHole(p77)
        blackHole(p78)
        blackHole(p79)
        blackHole(p80)
        blackHole(p81)
        blackHole(p82)
        blackHole(p83)
        blackHole(p84)
        blackHole(p85)
        blackHole(p86)
        blackHole(p87)
        blackHole(p88)
        blackHole(p89)
        blackHole(p90)
        blackHole(p91)
        blackHole(p92)
        blackHole(p93)
        blackHole(p94)
        blackHole(p95)
        blackHole(p96)
        blackHole(p97)
        blackHole(p98)
        blackHole(p99)
    }

    /// Reads p0 100 times, into `blackHole`.
    func readFirst100Times() {
        for _ in 0..<100 { blackHole(p0) }
    }
}
