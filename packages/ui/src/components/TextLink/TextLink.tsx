import { Link, type LinkProps } from 'react-aria-components';
import { textLink } from './TextLink.css';

export type TextLinkProps = Omit<LinkProps, 'className'>;

/** A link inside running text or a figure ("12 inactive"), in the primary colour and underlined on hover. */
export function TextLink(props: TextLinkProps) {
  return <Link {...props} className={textLink} />;
}
