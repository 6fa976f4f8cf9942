/** The 5,000 files of the media grid pages: inline SVG thumbnails (as in the ui stories), so no network is involved. */
export interface GridFile {
  fileId: string;
  name: string;
  url: string;
  thumbnail: string;
  filePath: string;
}

const colors = ['#7635dc', '#1f5fbf', '#17753b', '#c62a2a', '#8a5a00', '#0f766e'];
const thumbnail = (label: string, index: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="${colors[index % colors.length]}"/><text x="80" y="68" font-family="sans-serif" font-size="22" fill="#fff" text-anchor="middle">${label}</text></svg>`,
  )}`;

export const files: GridFile[] = Array.from({ length: 5000 }, (_, index) => {
  const name = `deal-${String(index + 1).padStart(4, '0')}.png`;
  const image = thumbnail(String(index + 1), index);
  return { fileId: `f${index + 1}`, name, url: image, thumbnail: image, filePath: `/products/${name}` };
});
