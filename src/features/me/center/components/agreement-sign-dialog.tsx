/**
 * The sign dialog of the unsigned-agreement banner: the agreements' text (server HTML, sanitized)
 * under a 5-s countdown. Its own chunk: the sanitizer and the dialog load when the driver taps the
 * banner, not with every visit of 我的.
 */
import { SafeHtml } from '@/components/safe-html';
import { SignCountdownDialog } from '@/components/sign-countdown-dialog';
import type { UnsignedAgreement } from '@/lib/contract/money/invoicing-agreement';

export interface AgreementSignDialogProps {
  visible: boolean;
  /** The one agreement shown, and the one /verifyAgree then signs. */
  agreement: UnsignedAgreement;
  onCancel: () => void;
  onConfirm: () => void;
}

export function AgreementSignDialog({
  visible,
  agreement,
  onCancel,
  onConfirm,
}: AgreementSignDialogProps) {
  return (
    <SignCountdownDialog
      visible={visible}
      title={agreement.agreementName}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <SafeHtml html={agreement.contractContent} label={agreement.agreementName} headingBase={3} />
    </SignCountdownDialog>
  );
}

export default AgreementSignDialog;
