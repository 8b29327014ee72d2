-- A work-flow step's name in three languages: each stored step {"name": X, ...} becomes
-- {"names": {"cn": X}, ...} (the Chinese name is the one every step has), so every version reads
-- with the one step shape. Steps already carrying "names" are left as they are.
UPDATE process_definitions AS d
SET steps = (
  SELECT coalesce(
    jsonb_agg(
      CASE
        WHEN s.step ? 'name' AND NOT s.step ? 'names'
          THEN (s.step - 'name') || jsonb_build_object('names', jsonb_build_object('cn', s.step -> 'name'))
        ELSE s.step
      END
      ORDER BY s.position
    ),
    '[]'::jsonb
  )
  FROM jsonb_array_elements(d.steps) WITH ORDINALITY AS s(step, position)
)
WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(d.steps) AS e(step) WHERE e.step ? 'name');
