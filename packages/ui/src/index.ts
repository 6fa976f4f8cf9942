export { ThemeProvider, useColorScheme, colorSchemes } from './theme/ThemeProvider';
export type { ThemeProviderProps, ColorScheme } from './theme/ThemeProvider';
export { vars, lightThemeClass, darkThemeClass } from './theme/contract.css';

export { Button, buttonVariants, buttonSizes } from './components/Button/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/Button/Button';
export { Spinner } from './components/Spinner/Spinner';
export type { SpinnerProps } from './components/Spinner/Spinner';
