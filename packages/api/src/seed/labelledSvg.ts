function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A simple generated picture (a colour field with a label), so the demo needs no downloaded images. */
export function labelledSvg(label: string, color: string, width = 800, height = 600): string {
  const initials = label
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 3)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.82}" cy="${height * 0.2}" r="${height * 0.35}" fill="#ffffff" fill-opacity="0.08"/>
  <text x="50%" y="48%" text-anchor="middle" font-family="sans-serif" font-size="${height / 4}" font-weight="700"
    fill="#ffffff">${escapeXml(initials)}</text>
  <text x="50%" y="70%" text-anchor="middle" font-family="sans-serif" font-size="${height / 16}" fill="#ffffff"
    fill-opacity="0.85">${escapeXml(label)}</text>
</svg>`;
}
