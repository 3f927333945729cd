/// The checks ``FlowSpecValidator`` runs on one flow spec: its names, its targets, and the
/// graph its answers draw.
///
/// The graph's nodes are the spec's stages, then its ends, by index. A name belongs to the
/// first stage or end that has it; a later one with the same name is reported once, as a
/// duplicate, and left out of every other check.
struct FlowSpecCheck {
  private let spec: FlowSpec
  /// The flows sub-flow stages can run, by name.
  private let flows: [String: FlowSpec]
  /// The node that owns each name.
  private var nodeByName: [String: Int] = [:]
  /// Whether each node repeats an earlier node's name.
  private var isDuplicate: [Bool] = []
  /// The problems found so far.
  private var problems: [FlowSpecProblem] = []

  /// The problems of `spec`, whose sub-flow stages run flows of `flows`.
  static func problems(in spec: FlowSpec, flows: [String: FlowSpec]) -> [FlowSpecProblem] {
    var check = FlowSpecCheck(spec: spec, flows: flows)
    check.checkNames()
    let successors = check.checkAnswers()
    check.checkStartAndAbandon(successors: successors)
    check.checkCycles(successors: successors)
    return check.problems
  }

  private init(spec: FlowSpec, flows: [String: FlowSpec]) {
    self.spec = spec
    self.flows = flows
  }

  // MARK: - Nodes

  private var stageCount: Int { spec.stages.count }
  private var nodeCount: Int { spec.stages.count + spec.ends.count }

  private func name(of node: Int) -> String {
    node < stageCount ? spec.stages[node].name : spec.ends[node - stageCount].name
  }

  private func position(of node: Int) -> SourcePosition? {
    node < stageCount ? spec.stages[node].position : spec.ends[node - stageCount].position
  }

  /// `stage "cart"` or `end "paid"`.
  private func label(of node: Int) -> String {
    (node < stageCount ? "stage " : "end ") + JSONValue.quoted(name(of: node))
  }

  private mutating func report(
    _ kind: FlowSpecProblem.Kind, at position: SourcePosition?, _ message: String
  ) {
    problems.append(
      FlowSpecProblem(flow: spec.name, kind: kind, position: position, message: message))
  }

  // MARK: - Checks

  /// Gives each name its node, reporting the stages and ends that repeat a name.
  private mutating func checkNames() {
    for node in 0..<nodeCount {
      let name = name(of: node)
      guard let first = nodeByName[name] else {
        nodeByName[name] = node
        isDuplicate.append(false)
        continue
      }
      isDuplicate.append(true)
      let kind = first < stageCount ? "stage" : "end"
      let place = position(of: first).map { " at \($0)" } ?? ""
      report(
        .duplicateName, at: position(of: node),
        "duplicate name \(JSONValue.quoted(name)): \(label(of: node)) repeats the \(kind)\(place)")
    }
  }

  /// Reports answers that lead nowhere, stages that cannot be left, and sub-flow answers that
  /// do not match the sub-flow's ends; returns the nodes each stage's answers lead to.
  private mutating func checkAnswers() -> [[Int]] {
    var successors = [[Int]](repeating: [], count: nodeCount)
    for (node, stage) in spec.stages.enumerated() where !isDuplicate[node] {
      for answer in stage.answers {
        if let target = nodeByName[answer.next] {
          successors[node].append(target)
        } else {
          report(
            .unknownTarget, at: answer.position,
            "unknown target \(JSONValue.quoted(answer.next)) in answer "
              + "\(JSONValue.quoted(answer.answer)) of \(label(of: node))")
        }
      }
      if stage.answers.isEmpty {
        report(
          .deadEnd, at: stage.position,
          "dead end: \(label(of: node)) has no answers, so the flow cannot leave it")
      }
      if case .subflow(let flow) = stage.kind { checkSubflow(flow, of: node) }
    }
    return successors
  }

  /// Checks that a sub-flow stage's flow exists and that its answers are that flow's ends.
  private mutating func checkSubflow(_ flow: String, of node: Int) {
    let stage = spec.stages[node]
    guard let subflow = flows[flow] else {
      report(
        .unknownTarget, at: stage.position,
        "unknown target \(JSONValue.quoted(flow)): \(label(of: node)) runs a flow "
          + "the library does not have")
      return
    }
    let endNames = Set(subflow.ends.map { $0.name })
    for answer in stage.answers where !endNames.contains(answer.answer) {
      report(
        .unknownTarget, at: answer.position,
        "unknown target \(JSONValue.quoted(answer.answer)) in the answers of \(label(of: node)): "
          + "flow \(JSONValue.quoted(flow)) has no end with that name")
    }
    // The ends no answer maps, in file order, each once.
    var seen = Set(stage.answers.map { $0.answer })
    let unmapped = subflow.ends.map { $0.name }.filter { seen.insert($0).inserted }
    guard !stage.answers.isEmpty, !unmapped.isEmpty else { return }
    let ends =
      (unmapped.count == 1 ? "end " : "ends ")
      + EnglishList.joined(unmapped.map(JSONValue.quoted), "and")
    report(
      .deadEnd, at: stage.position,
      "dead end: \(label(of: node)) maps no answer for the \(ends) of flow "
        + JSONValue.quoted(flow))
  }

  /// Checks `start` and `abandon`, then reports what cannot be reached from the start.
  private mutating func checkStartAndAbandon(successors: [[Int]]) {
    var roots: [Int] = []
    if let abandon = spec.abandon {
      if let end = nodeByName[abandon], end >= stageCount {
        roots.append(end)
      } else {
        let found = nodeByName[abandon] == nil ? "no end has that name" : "it names a stage"
        report(
          .unknownTarget, at: spec.abandonPosition ?? spec.position,
          "unknown target \(JSONValue.quoted(abandon)) in \"abandon\": \(found), "
            + "and \"abandon\" names the end reached when the person leaves the first stage")
      }
    }
    guard let start = spec.start else {
      report(
        .missingStart, at: spec.position,
        "missing start: flow \(JSONValue.quoted(spec.name)) names no first stage in \"start\"")
      return
    }
    guard let first = nodeByName[start], first < stageCount else {
      let found = nodeByName[start] == nil ? "no stage has that name" : "it names an end"
      report(
        .unknownTarget, at: spec.position,
        "unknown target \(JSONValue.quoted(start)) in \"start\": \(found), "
          + "and a flow starts at a stage")
      return
    }
    roots.append(first)
    var isReached = [Bool](repeating: false, count: nodeCount)
    var pending = roots
    for root in roots { isReached[root] = true }
    while let node = pending.popLast() {
      for successor in successors[node] where !isReached[successor] {
        isReached[successor] = true
        pending.append(successor)
      }
    }
    for node in 0..<nodeCount where !isReached[node] && !isDuplicate[node] {
      report(
        .unreachable, at: position(of: node),
        "unreachable \(label(of: node)): no answer leads to it from the start "
          + JSONValue.quoted(start))
    }
  }

  /// Reports each set of stages that lead only to one another, at the first of them in file
  /// order.
  ///
  /// A set that leads out to another stage the flow cannot leave is not reported: that stage is,
  /// as a dead end or a cycle of its own.
  private mutating func checkCycles(successors: [[Int]]) {
    let stageSuccessors = successors[0..<stageCount].map { $0.filter { $0 < stageCount } }
    var component = [Int](repeating: 0, count: stageCount)
    let components = StronglyConnectedComponents.of(stageSuccessors)
    for (index, members) in components.enumerated() {
      for member in members { component[member] = index }
    }
    for (index, members) in components.enumerated()
    where StronglyConnectedComponents.isCyclic(members, in: stageSuccessors) {
      let isClosed = members.allSatisfy { member in
        spec.stages[member].answers.count == successors[member].count
          && successors[member].allSatisfy { $0 < stageCount && component[$0] == index }
      }
      guard isClosed else { continue }
      let names = members.map { name(of: $0) }.sorted().map(JSONValue.quoted)
      let stages =
        members.count == 1
        ? "stage \(names[0]) leads only to itself"
        : "stages \(EnglishList.joined(names, "and")) lead only to one another"
      report(
        .cycleWithoutExit, at: members.min().flatMap { position(of: $0) },
        "cycle without exit: \(stages), never to an end")
    }
  }
}
