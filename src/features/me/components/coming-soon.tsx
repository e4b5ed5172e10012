import { meMessages } from '../messages';
import styles from './coming-soon.module.css';

/** The tag of a menu row whose screen is not in this build yet (the row then has no action). */
export function ComingSoon() {
  return <span className={styles.tag}>{meMessages.comingSoon}</span>;
}
