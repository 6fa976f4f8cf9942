// Public Sans ships from npm (no font is fetched at run time). A plain module, not a .css.ts file:
// vanilla-extract's own esbuild pass has no loader for the font files.
import '@fontsource/public-sans/400.css';
import '@fontsource/public-sans/500.css';
import '@fontsource/public-sans/600.css';
import '@fontsource/public-sans/700.css';
