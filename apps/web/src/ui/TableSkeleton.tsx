import { SKELETON_ROWS } from '@raid/domain/rules/interfaceConstants';

/** Twenty placeholder rows while a table loads (SPEC section 9). */
export function TableSkeleton({ columns }: { columns: number }) {
  return (
    <tbody className="placeholder-glow" aria-hidden>
      {Array.from({ length: SKELETON_ROWS.table }, (_, row) => (
        <tr key={row}>
          {Array.from({ length: columns }, (_, column) => (
            <td key={column}>
              <span className={`placeholder ${column === 0 ? 'col-8' : 'col-5'}`} />
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}
