export interface FlatNode {
  id: string;
  title: string;
  parentId: string | null;
}

export interface NestedNode<Node extends FlatNode> {
  id: string;
  node: Node;
  children: NestedNode<Node>[];
}

/** Nests a flat list (parents may come after children); orphans become roots. Sibling order is kept. */
export function buildTree<Node extends FlatNode>(nodes: Node[]): NestedNode<Node>[] {
  const byId = new Map(nodes.map((node) => [node.id, { id: node.id, node, children: [] as NestedNode<Node>[] }]));
  const roots: NestedNode<Node>[] = [];
  for (const entry of byId.values()) {
    const parent = entry.node.parentId ? byId.get(entry.node.parentId) : undefined;
    (parent ? parent.children : roots).push(entry);
  }
  return roots;
}

/** Every id below `id`, for refusing moves of a node under its own descendants. */
export function descendantIds(nodes: FlatNode[], id: string): Set<string> {
  const below = new Set<string>();
  let frontier = [id];
  while (frontier.length) {
    const next = nodes
      .filter((node) => node.parentId !== null && frontier.includes(node.parentId))
      .map((node) => node.id);
    next.forEach((child) => below.add(child));
    frontier = next;
  }
  return below;
}

/** Why `ids` can't move under `parentId`, or null when they can. */
export function moveProblem(nodes: FlatNode[], ids: string[], parentId: string | null): string | null {
  if (parentId === null) return null;
  const parent = nodes.find((node) => node.id === parentId);
  for (const id of ids) {
    const node = nodes.find((candidate) => candidate.id === id);
    if (id === parentId) return `"${node?.title}" can't be moved under itself.`;
    if (descendantIds(nodes, id).has(parentId))
      return `"${node?.title}" can't be moved under "${parent?.title}", which is inside it.`;
  }
  return null;
}
