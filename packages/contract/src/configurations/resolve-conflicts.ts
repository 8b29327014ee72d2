import type { ModelDefinition } from './configurations.model';
import { indexModel } from './model-index';

export interface ConflictResolution {
  /** The new selection: holds `wanted`, and no two of its options exclude each other. */
  selection: string[];
  /** Options of the former selection that were dropped to make room. */
  dropped: string[];
  /** Options added because `wanted` (or what it brought) requires them. */
  added: string[];
}

/**
 * Picks `wanted` even when it is disabled, so a user is never stuck: the options that exclude it (or share its
 * single-choice group, or overfill its group) are dropped, the options it requires are added when they can be,
 * and options left with a requirement no longer met are dropped in turn.
 */
export function resolveConflicts(
  definition: ModelDefinition,
  selection: readonly string[],
  wanted: string,
): ConflictResolution {
  const index = indexModel(definition);
  const before = selection.filter((code) => index.options.has(code));
  if (!index.options.has(wanted)) return { selection: [...new Set(before)], dropped: [], added: [] };
  const current = new Set(before);
  const pinned = new Set<string>();
  const conflicts = (a: string, b: string) =>
    a === b
      ? false
      : (index.excludes.get(a) ?? []).some((exclusion) => exclusion.other === b) ||
        (index.options.get(a)?.group === index.options.get(b)?.group &&
          index.options.get(a)?.group.mode === 'single');
  const pin = (code: string) => {
    if (pinned.has(code) || [...pinned].some((other) => conflicts(code, other))) return;
    pinned.add(code);
    for (const other of [...current]) if (!pinned.has(other) && conflicts(code, other)) current.delete(other);
    current.add(code);
    const entry = index.options.get(code);
    if (entry && entry.group.mode === 'multiple') {
      const inGroup = entry.group.options.filter((option) => current.has(option.code));
      let over = inGroup.length - entry.group.maxPicks;
      for (const option of inGroup)
        if (over > 0 && !pinned.has(option.code)) {
          current.delete(option.code);
          over--;
        }
    }
    for (const rule of index.requires.get(code) ?? []) {
      if (rule.target.type === 'option') {
        if (index.options.has(rule.target.code)) pin(rule.target.code);
        continue;
      }
      const group = index.groups.get(rule.target.code);
      if (!group || group.options.some((option) => current.has(option.code))) continue;
      const candidate = group.options.find(
        (option) =>
          !index.impossible.has(option.code) && ![...pinned].some((other) => conflicts(option.code, other)),
      );
      if (candidate) pin(candidate.code);
    }
  };
  pin(wanted);
  // A former selection may already hold a conflict of its own: keep the first of each conflicting pair.
  const survivors: string[] = [...pinned];
  for (const code of [...current]) {
    if (pinned.has(code)) continue;
    if (survivors.some((other) => conflicts(code, other))) current.delete(code);
    else survivors.push(code);
  }
  // Drop options whose requirements no longer hold, until none is left.
  let changed = true;
  while (changed) {
    changed = false;
    for (const code of [...current]) {
      if (code === wanted) continue;
      const unmet = (index.requires.get(code) ?? []).some((rule) =>
        rule.target.type === 'option'
          ? !current.has(rule.target.code)
          : !(index.groups.get(rule.target.code)?.options ?? []).some((option) => current.has(option.code)),
      );
      if (unmet) {
        current.delete(code);
        changed = true;
      }
    }
  }
  const result = [...current];
  const kept = new Set(result);
  const had = new Set(before);
  return {
    selection: result,
    dropped: [...had].filter((code) => !kept.has(code)),
    added: result.filter((code) => !had.has(code) && code !== wanted),
  };
}
