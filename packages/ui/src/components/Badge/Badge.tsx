import type { ReactNode } from 'react';
import { badge } from './Badge.css';

export const badgeTones = ['neutral', 'primary', 'success', 'warning', 'danger', 'info'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
}

/** A small label for a status or a count (Active, Draft, Running, 3 failed). */
export function Badge({ tone, children }: BadgeProps) {
  return <span className={badge({ tone })}>{children}</span>;
}

export interface StatusPillProps {
  active: boolean;
  activeLabel?: string;
  inactiveLabel?: string;
}

/** The active/inactive flag every catalogue entity has, always in the same words and colours. */
export function StatusPill({ active, activeLabel = 'Active', inactiveLabel = 'Inactive' }: StatusPillProps) {
  return <Badge tone={active ? 'success' : 'neutral'}>{active ? activeLabel : inactiveLabel}</Badge>;
}
