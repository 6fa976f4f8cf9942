import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { TextField } from '../../components/TextField/TextField';
import { colorSchemes, ThemeProvider } from '../../theme/ThemeProvider';
import { foundationParameters } from './foundationMeta';
import * as styles from './foundations.css';

const meta = {
  title: 'Foundations/Theme',
  component: ThemeProvider,
  tags: ['!autodocs'],
  parameters: foundationParameters,
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BothSchemes: Story = {
  name: 'Both schemes',
  args: { children: null },
  render: () => (
    <div className={styles.schemes}>
      {colorSchemes.map((scheme) => (
        <ThemeProvider key={scheme} scheme={scheme} className={styles.schemePanel}>
          <Card title={scheme === 'light' ? 'Light' : 'Dark'} actions={<Badge tone="success">Active</Badge>}>
            <TextField label="Brand name" defaultValue="Lumio" description="Shown on the storefront." />
            <div className={styles.schemeActions}>
              <Button variant="secondary">Cancel</Button>
              <Button>Save changes</Button>
            </div>
          </Card>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [light, dark] = [...canvasElement.querySelectorAll<HTMLElement>('[data-color-scheme]')].slice(-2);
    await expect(light).toHaveAttribute('data-color-scheme', 'light');
    await expect(dark).toHaveAttribute('data-color-scheme', 'dark');
    // Each subtree paints with its own scheme's surface.
    const surface = (root: HTMLElement) => getComputedStyle(root.querySelector('section')!).backgroundColor;
    await expect(within(light!).getByRole('heading', { name: 'Light' })).toBeVisible();
    await expect(surface(light!)).not.toBe(surface(dark!));
  },
};
