import { raidShareColor, raidSharePercent } from '@raid/domain/rules/rarity';

/** A raid count with its share of all raids, coloured from 25 percent up (SPEC section 2). */
export function RaidShare({ raids, totalRaids }: { raids: number; totalRaids: number }) {
  const percent = raidSharePercent(raids, totalRaids);
  return (
    <span className="raid-share" style={{ color: raidShareColor(percent) }}>
      <strong>{raids}</strong>
      <span className="raid-share-percent">{Math.round(percent)}%</span>
    </span>
  );
}
