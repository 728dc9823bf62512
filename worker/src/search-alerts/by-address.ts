/**
 * The alerts grouped by address, each group in the order given, in one pass: each alert is appended to
 * its address's list in place, so the grouping is linear in the number of alerts.
 */
export function byAddress<A extends { email: string }>(alerts: readonly A[]): Map<string, A[]> {
  const groups = new Map<string, A[]>();
  for (const alert of alerts) {
    const group = groups.get(alert.email);
    if (group) group.push(alert);
    else groups.set(alert.email, [alert]);
  }
  return groups;
}
