/**
 * One store download. A real link, so a plain browser opens it the ordinary way (no popup blocker,
 * long-press works); inside the app the tap goes to the bridge's downloadApp instead (§7.5).
 */
import type { MouseEvent, ReactNode } from 'react';
import type { BridgeMode } from '@/lib/bridge/protocol';
import styles from './store-link.module.css';

interface StoreLinkProps {
  href: string;
  mode: BridgeMode | null;
  primary: boolean;
  onNativeDownload: (url: string) => void;
  children: ReactNode;
}

export function StoreLink({ href, mode, primary, onNativeDownload, children }: StoreLinkProps) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (mode !== 'native') return;
    event.preventDefault();
    onNativeDownload(href);
  };
  return (
    <a
      className={primary ? `${styles.link} ${styles.primary}` : styles.link}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={click}
    >
      {children}
    </a>
  );
}
