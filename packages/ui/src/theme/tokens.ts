/** The shape every theme fills in. Themes are data; `contract.css.ts` turns this shape into CSS variables. */
export type ThemeTokens = {
  color: {
    primary: string;
    primaryHover: string;
    primaryPressed: string;
    primarySubtle: string;
    onPrimary: string;
    background: string;
    surface: string;
    surfaceRaised: string;
    surfaceSunken: string;
    surfaceHover: string;
    border: string;
    borderStrong: string;
    text: string;
    textMuted: string;
    textSubtle: string;
    danger: string;
    dangerHover: string;
    dangerSubtle: string;
    onDanger: string;
    success: string;
    successSubtle: string;
    warning: string;
    warningSubtle: string;
    info: string;
    infoSubtle: string;
    focusRing: string;
    overlay: string;
    skeleton: string;
  };
  shadow: { sm: string; md: string; lg: string };
};

/** Tokens shared by every colour scheme: radius, spacing, type, motion, layers. */
export const staticTokens = {
  font: {
    body: '"Public Sans", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  fontSize: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px', display: '32px' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  space: { none: '0', xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' },
  radius: { sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  size: {
    controlSm: '32px',
    controlMd: '40px',
    controlLg: '48px',
    iconSm: '16px',
    iconMd: '20px',
    focusRing: '2px',
    border: '1px',
    toastWidth: '356px',
    toastGap: '14px',
    dialogSm: '400px',
    dialogMd: '560px',
    dialogLg: '800px',
    sidebar: '248px',
    sidebarCollapsed: '64px',
    topBar: '56px',
    progressBar: '3px',
  },
  motion: { fast: '120ms', normal: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  zIndex: { sticky: '10', overlay: '100', modal: '110', popover: '120', toast: '130', progress: '140' },
} as const;

export type StaticTokens = typeof staticTokens;
