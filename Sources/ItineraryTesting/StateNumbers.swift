/// The numbers of the states an exploration found, by state: a hash table that keeps each
/// state's hash beside its number, so that a lookup compares hashes and reads a stored state
/// only when the hashes agree.
///
/// A `Dictionary` of states compares the state sought with every state on its probe, copying
/// each: a retain and a release of the stored state's storage, which lies anywhere in memory.
/// Once the states outgrow the cache, those touches cost more per state than the exploration
/// itself (`explorer.states@10000` against `explorer.states@1000`). Open addressing with
/// linear probing, at most half full; states are never removed.
@usableFromInline
struct StateNumbers<State: Hashable> {
  /// A slot: a state's hash and its number plus one; zero marks an empty slot.
  @usableFromInline
  struct Slot {
    @usableFromInline var hash: Int
    @usableFromInline var numberPlusOne: Int

    @inlinable
    init(hash: Int, numberPlusOne: Int) {
      self.hash = hash
      self.numberPlusOne = numberPlusOne
    }
  }

  @usableFromInline var slots: [Slot]
  @usableFromInline var count = 0

  @inlinable
  init() {
    slots = Array(repeating: Slot(hash: 0, numberPlusOne: 0), count: 16)
  }

  /// The number of `state` among `states`, the array its numbers index, or `nil`; `hash` is
  /// the state's `hashValue`.
  @inlinable
  func number(of state: State, hash: Int, in states: [State]) -> Int? {
    let mask = slots.count - 1
    var index = hash & mask
    while true {
      let slot = slots[index]
      if slot.numberPlusOne == 0 { return nil }
      if slot.hash == hash, states[slot.numberPlusOne - 1] == state {
        return slot.numberPlusOne - 1
      }
      index = (index + 1) & mask
    }
  }

  /// Notes `number` as the number of a state with this hash, not noted before.
  @inlinable
  mutating func insert(_ number: Int, hash: Int) {
    if (count + 1) * 2 > slots.count { grow() }
    place(Slot(hash: hash, numberPlusOne: number + 1))
    count += 1
  }

  @inlinable
  mutating func place(_ slot: Slot) {
    let mask = slots.count - 1
    var index = slot.hash & mask
    while slots[index].numberPlusOne != 0 { index = (index + 1) & mask }
    slots[index] = slot
  }

  /// Doubles the table. Inlinable, so that it is specialised with the exploration: a slot is
  /// generic over the state type, and unspecialised code looked up its metadata and its
  /// array's for every slot placed (`explorer.states@1000`).
  @inlinable
  mutating func grow() {
    let old = slots
    slots = Array(repeating: Slot(hash: 0, numberPlusOne: 0), count: old.count * 2)
    for slot in old where slot.numberPlusOne != 0 { place(slot) }
  }
}
