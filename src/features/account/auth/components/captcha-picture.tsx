import { useId } from 'react';
import { authLabels, authMessages } from '../messages';
import styles from './captcha-picture.module.css';

interface CaptchaPictureProps {
  /** The picture as a data URL; undefined while none has arrived. */
  image: string | undefined;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
}

/**
 * The graphic captcha as a button: a tap asks for a new picture (also after a failed load). Its
 * name stays 图形验证码，点击换一张 in every state; a failed load is its description, so the shown
 * failure text is not a second, different name (axe label-content-name-mismatch).
 */
export function CaptchaPicture({ image, loading, failed, onRefresh }: CaptchaPictureProps) {
  const failedId = useId();
  let picture;
  if (failed)
    picture = (
      <span id={failedId} aria-hidden>
        {authMessages.captchaLoadFailed}
      </span>
    );
  else if (loading || !image) picture = <span className={styles.loading} />;
  else picture = <img src={image} alt="" />;
  return (
    <button
      type="button"
      className={styles.captcha}
      aria-label={authLabels.captchaImage}
      aria-describedby={failed ? failedId : undefined}
      aria-busy={loading || undefined}
      onClick={onRefresh}
    >
      {picture}
    </button>
  );
}
