#if OBSERVATORY
import Observatory
#else
import Observation
#endif

/// More tracked properties than fit in one 64-bit mask.
@Observable
final class Wide {
    var p0 = 0
    var p1 = 0
    var p2 = 0
    var p3 = 0
    var p4 = 0
    var p5 = 0
    var p6 = 0
    var p7 = 0
    var p8 = 0
    var p9 = 0
    var p10 = 0
    var p11 = 0
    var p12 = 0
    var p13 = 0
    var p14 = 0
    var p15 = 0
    var p16 = 0
    var p17 = 0
    var p18 = 0
    var p19 = 0
    var p20 = 0
    var p21 = 0
    var p22 = 0
    var p23 = 0
    var p24 = 0
    var p25 = 0
    var p26 = 0
    var p27 = 0
    var p28 = 0
    var p29 = 0
    var p30 = 0
    var p31 = 0
    var p32 = 0
    var p33 = 0
    var p34 = 0
    var p35 = 0
    var p36 = 0
    var p37 = 0
    var p38 = 0
    var p39 = 0
    var p40 = 0
    var p41 = 0
    var p42 = 0
    var p43 = 0
    var p44 = 0
    var p45 = 0
    var p46 = 0
    var p47 = 0
    var p48 = 0
    var p49 = 0
    var p50 = 0
    var p51 = 0
    var p52 = 0
    var p53 = 0
    var p54 = 0
    var p55 = 0
    var p56 = 0
    var p57 = 0
    var p58 = 0
    var p59 = 0
    var p60 = 0
    var p61 = 0
    var p62 = 0
    var p63 = 0
    var p64 = 0
    var p65 = 0
    var p66 = 0
    var p67 = 0
    var p68 = 0
    var p69 = 0
}
