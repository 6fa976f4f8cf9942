import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { files } from './files';

/**
 * The yardstick for our media grid: plain React, a fixed-size window of absolutely placed tiles, no library. Tile
 * size, gaps, columns and the scroller's height come from the query string, measured on our grid in the same run.
 */
const params = new URLSearchParams(location.search);
const number = (name: string, fallback: number) => Number(params.get(name) ?? fallback);
const tile = { width: number('w', 200), height: number('h', 200) };
const gap = { x: number('gapX', 8), y: number('gapY', 8) };
const columns = number('cols', 5);
const height = number('height', 560);
const pitch = tile.height + gap.y;
const rows = Math.ceil(files.length / columns);

function MinimalGrid() {
  const [scrollTop, setScrollTop] = useState(0);
  const firstRow = Math.max(0, Math.floor(scrollTop / pitch) - 1);
  const lastRow = Math.min(rows - 1, Math.ceil((scrollTop + height) / pitch) + 1);
  const visible = files.slice(firstRow * columns, (lastRow + 1) * columns);
  return (
    <div
      role="grid"
      aria-label="Files"
      style={{ height, overflow: 'auto', position: 'relative', border: '1px solid #ddd' }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <div style={{ height: rows * pitch, position: 'relative' }}>
        {visible.map((file, offset) => {
          const index = firstRow * columns + offset;
          return (
            <div
              role="row"
              key={file.fileId}
              style={{
                position: 'absolute',
                top: Math.floor(index / columns) * pitch + gap.y,
                left: (index % columns) * (tile.width + gap.x) + gap.x,
                width: tile.width,
                height: tile.height,
                display: 'grid',
                gridTemplateRows: '1fr auto',
                gap: 4,
                padding: 4,
                boxSizing: 'border-box',
              }}
            >
              <img
                src={file.thumbnail}
                alt=""
                style={{ width: '100%', height: '100%', minHeight: 0, objectFit: 'cover' }}
              />
              <span style={{ fontSize: 12, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {file.name}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}

createRoot(document.getElementById('root')!).render(<MinimalGrid />);
