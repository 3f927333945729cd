import ItineraryTesting
import Testing

/// The virtual clock runs its events in time order, by hand or by itself, without sleeping.
@MainActor
@Suite("Virtual clock")
struct VirtualClockTests {
  @Test func advanceRunsTheEventsDueInTimeOrderAndStopsAtTheEnd() {
    let clock = VirtualClock(advancesByItself: false)
    var log: [String] = []
    clock.schedule(after: .milliseconds(500)) { log.append("b at \(clock.now)") }
    clock.schedule(after: .milliseconds(200)) { log.append("a at \(clock.now)") }
    clock.schedule(after: .milliseconds(900)) { log.append("c") }

    clock.advance(by: .milliseconds(600))

    #expect(log == ["a at 0.2 seconds", "b at 0.5 seconds"])
    #expect(clock.now == .milliseconds(600))
    #expect(clock.nextEventTime == .milliseconds(900))
  }

  @Test func eventsAtTheSameTimeRunInTheOrderScheduled() {
    let clock = VirtualClock(advancesByItself: false)
    var log: [Int] = []
    for number in 1...4 { clock.schedule(after: .milliseconds(100)) { log.append(number) } }

    clock.advance(by: .milliseconds(100))

    #expect(log == [1, 2, 3, 4])
  }

  @Test func runUntilIdleRunsTheEventsThatEventsScheduleAndStopsAtTheLast() {
    let clock = VirtualClock(advancesByItself: false)
    var log: [Duration] = []
    clock.schedule(after: .milliseconds(350)) {
      log.append(clock.now)
      clock.schedule(after: .milliseconds(500)) { log.append(clock.now) }
    }

    clock.runUntilIdle()

    #expect(log == [.milliseconds(350), .milliseconds(850)])
    #expect(clock.now == .milliseconds(850))
    #expect(clock.isIdle)
  }

  @Test func aClockLeftAloneRunsNothing() async {
    let clock = VirtualClock(advancesByItself: false)
    var ran = false
    clock.schedule(after: .seconds(1)) { ran = true }

    for _ in 0..<50 { await Task.yield() }

    #expect(!ran)
    #expect(clock.now == .zero)
  }

  @Test func aClockThatAdvancesByItselfJumpsToEachEventOnceTheMainActorIsFree() async {
    let clock = VirtualClock()
    var times: [Duration] = []
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      clock.schedule(after: .seconds(30)) {
        times.append(clock.now)
        clock.schedule(after: .seconds(60)) {
          times.append(clock.now)
          done.resume()
        }
      }
    }

    #expect(times == [.seconds(30), .seconds(90)])
    #expect(clock.isIdle)
  }
}
