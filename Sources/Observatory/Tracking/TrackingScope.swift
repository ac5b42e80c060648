import ObservatoryCSupport

/// Opens and closes the per-thread access frames around a tracked closure.
enum TrackingScope {
    /// Runs `body` with a fresh frame recording its reads, then hands the frame
    /// to `install` before it is recycled.
    ///
    /// When the scope is nested, its reads are merged into the enclosing scope
    /// as well, so an outer tracking sees everything an inner one read.
    static func run<T, E: Error>(
        _ body: () throws(E) -> T,
        install: (AccessFrame) -> Void
    ) throws(E) -> T {
        let frame = open()
        let result: T
        do {
            result = try body()
        } catch {
            close(frame)
            install(frame)
            recycle(frame)
            throw error
        }
        close(frame)
        install(frame)
        recycle(frame)
        return result
    }

    /// Opens a scope on this thread; every read until ``close(_:)`` is recorded in the frame.
    static func open() -> AccessFrame {
        let frame: AccessFrame
        if let spare = observatory_spare_frame() {
            observatory_set_spare_frame(nil)
            frame = Unmanaged<AccessFrame>.fromOpaque(spare).takeRetainedValue()
        } else {
            frame = AccessFrame()
        }
        if let parent = AccessFrame.current {
            frame.parent = parent.takeUnretainedValue()
        }
        observatory_set_current_frame(Unmanaged.passUnretained(frame).toOpaque())
        return frame
    }

    /// Closes the innermost scope, which must be `frame`, merging its reads into the enclosing one.
    static func close(_ frame: AccessFrame) {
        precondition(
            observatory_current_frame() == Unmanaged.passUnretained(frame).toOpaque(),
            "Observatory: tracking scopes closed out of order on this thread")
        let parent = frame.parent
        if let parent {
            parent.merge(frame)
            observatory_set_current_frame(Unmanaged.passUnretained(parent).toOpaque())
        } else {
            observatory_set_current_frame(nil)
        }
    }

    /// Empties a closed frame and keeps it for the next scope on this thread.
    static func recycle(_ frame: AccessFrame) {
        frame.reset()
        if observatory_spare_frame() == nil {
            observatory_set_spare_frame(Unmanaged.passRetained(frame).toOpaque())
        }
    }

    /// Notes that property `id` of the registrar at `registrar` is being
    /// mutated while scopes are open on this thread. A scope that already read
    /// it saw a value that is now stale.
    static func noteMutation(registrar: UnsafeRawPointer, id: Int) {
        var frame = AccessFrame.current?.takeUnretainedValue()
        while let current = frame {
            if current.contains(registrar: registrar, id: id) {
                current.sawMutationAfterRead = true
            }
            frame = current.parent
        }
    }
}
