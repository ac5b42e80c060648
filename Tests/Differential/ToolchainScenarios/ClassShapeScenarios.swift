// Kinds of classes and properties: subclasses, generic, non-final and
// main-actor classes; weak, unowned and implicitly unwrapped properties.

#if OBSERVATORY
import Observatory
#else
import Observation
#endif

let classShapeScenarios: [Scenario] = [
    .sync("class.subclassBothLevels") { log in
        let p = MiddleNamePerson()
        track(log, "onChange 1") { _ = p.age }
        log("write age")
        p.age = 1
        track(log, "onChange 2") { _ = p.fullName }
        log("write age")
        p.age = 2
        log("write middleName")
        p.middleName = "m"
        track(log, "onChange 3") { _ = p.fullName }
        log("write firstName")
        p.firstName = "f"
        log("fullName=\(p.fullName)")
    },
    // From the toolchain's "tracking computed" test.
    .sync("class.overriddenComputed") { log in
        let p = log.keepAlive(MiddleNamePerson())
        track(log) { _ = p.fullName }
        log("write middleName")
        p.middleName = "c"
        track(log, "onChange again") { _ = p.fullName }
        log("write middleName equal")
        p.middleName = "c"
    },
    // Properties of the two levels must not be confused with each other.
    .sync("class.subclassPropertiesDistinct") { log in
        let p = MiddleNamePerson()
        track(log, "onChange age") { _ = p.age }
        log("write firstName")
        p.firstName = "f"
        log("write middleName")
        p.middleName = "m"
        track(log, "onChange firstName") { _ = p.firstName }
        track(log, "onChange middleName") { _ = p.middleName }
        log("write lastName")
        p.lastName = "l"
        log("write age")
        p.age = 1
        log("write friends")
        p.friends = [Person()]
        log("write middleName")
        p.middleName = "n"
        log("write firstName")
        p.firstName = "g"
    },
    .sync("class.subclassThroughBaseReference") { log in
        let p: Entity = Person()
        track(log) { _ = p.age }
        log("write age")
        p.age = 3
    },
    .sync("class.overrideWithObserver") { log in
        let adult = Adult(log: log)
        withObservationTracking { _ = adult.age } onChange: { log("onChange age=\(adult.age)") }
        log("write 18")
        adult.age = 18
        log("age=\(adult.age)")
    },
    .sync("class.nonFinal") { log in
        let m = NonFinal()
        track(log) { _ = m.value }
        log("write 1")
        m.value = 1
    },
    .sync("class.genericUnconstrained") { log in
        let box = GenericBox(1)
        track(log, "onChange 1") { _ = box.value }
        log("write 1 (equal)")
        box.value = 1
        track(log, "onChange 2") { _ = box.value }
        log("write 2")
        box.value = 2
    },
    .sync("class.genericEquatable") { log in
        let box = EquatableBox("a")
        track(log) { _ = box.value }
        log("write a (equal)")
        box.value = "a"
        log("write b")
        box.value = "b"
    },
    .sync("class.genericOfClass") { log in
        let ref = Ref(1)
        let box = GenericBox(ref)
        track(log) { _ = box.value }
        log("write same instance")
        box.value = ref
    },
    .onMain("class.mainActor") { log in
        let m = MainModel()
        track(log) { _ = m.x }
        log("write name")
        m.name = "b"
        log("write x")
        m.x = 1
        log("x=\(m.x)")
    },
    .onMain("class.mainActorProperty") { log in
        let m = IsolatedProperty()
        track(log) { _ = m.text }
        log("write hello (equal)")
        m.text = "hello"
        log("write c")
        m.text = "c"
    },
    .sync("class.weakProperty") { log in
        let holder = ContainsWeak()
        let kept = Ref(1)
        track(log, "onChange 1") { _ = holder.object }
        log("write object")
        holder.object = kept
        log("object is kept \(holder.object === kept)")
        do {
            let temporary = Ref(2)
            holder.object = temporary
            track(log, "onChange 2") { _ = holder.object }
            log("releasing the referenced object")
        }
        log("object nil \(holder.object == nil)")
        log("write nil")
        holder.object = nil
    },
    .sync("class.unownedProperty") { log in
        let holder = ContainsUnowned()
        let first = Ref(1)
        let second = Ref(2)
        holder.object = first
        track(log) { _ = holder.object }
        log("write same object")
        holder.object = first
        log("write other object")
        holder.object = second
        log("object is second \(holder.object === second)")
    },
    .sync("class.iuoProperty") { log in
        let holder = log.keepAlive(ContainsIUO())
        track(log, "onChange 1") { _ = holder.value }
        log("write nil")
        holder.value = nil
        log("write 1")
        holder.value = 1
        track(log, "onChange 2") { _ = holder.value }
        log("write 1 again")
        holder.value = 1
        log("value+1=\(holder.value + 1)")
    },
    .sync("class.inheritsFromPlainClass") { log in
        let m = InheritsFromPlain()
        track(log) {
            _ = m.plain
            _ = m.tracked
        }
        log("write plain")
        m.plain = 1
        log("write tracked")
        m.tracked = 1
    },
    .sync("class.nestedType") { log in
        let m = Namespace.Nested()
        track(log) { _ = m.field }
        log("write 4")
        m.field = 4
    },
    .sync("class.restatedConformance") { log in
        let a = RestatesConformance()
        let b = ConformsThroughIntermediary()
        track(log, "onChange a") { _ = a.field }
        track(log, "onChange b") { _ = b.field }
        log("write a")
        a.field = 1
        log("write b")
        b.field = 1
    },
]
