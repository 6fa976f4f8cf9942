import { style } from '@vanilla-extract/css';
import { vars } from '../packages/ui/src/theme/contract.css';

export const canvas = style({ padding: vars.space.lg, minHeight: '100vh' });
