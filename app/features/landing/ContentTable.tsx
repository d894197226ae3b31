import { useId } from 'react';
import type { ContentTable as ContentTableData } from '../../../locales/content/index.ts';
import { visuallyHidden } from '../../../lib/index.ts';
import * as styles from './landing.css.ts';

/**
 * A data table from content: caption, column headers (`scope="col"`) and row headers
 * (`scope="row"`). It scrolls sideways on narrow screens inside a focusable, named region; the
 * caption is shown above the scroller (so it never scrolls out of view) and stays in the table
 * for screen readers. A note under it (sample figures…) is the table's description.
 */
export function ContentTable({ table }: { table: ContentTableData }) {
  const noteId = useId();
  const described = table.note ? noteId : undefined;
  return (
    <div className={styles.tableBlock}>
      <p className={styles.caption} aria-hidden="true">
        {table.caption}
      </p>
      <div
        className={styles.tableScroll}
        role="region"
        aria-label={table.caption}
        aria-describedby={described}
        // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className={styles.table} aria-describedby={described}>
          <caption className={visuallyHidden}>{table.caption}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col" className={styles.th}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.header}>
                <th scope="row" className={styles.th}>
                  {row.header}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={i} className={styles.td}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {table.note && (
        <p id={noteId} className={styles.tableNote}>
          {table.note}
        </p>
      )}
    </div>
  );
}
