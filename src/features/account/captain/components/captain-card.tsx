/**
 * One captain: who they are (name and masked mobile, §5; the bound one as a contact to ring), the
 * real-name status, the fleet size and, once bound, since when.
 */
import type { ReactNode } from 'react';
import { Card, FactList, type FactEntry } from '@/components/card';
import { ContactRow } from '@/components/contact-row';
import { dial } from '@/hooks/use-dial';
import type { CarCaptain } from '@/lib/contract/account/captain';
import { certificationLabel, isCertified } from '@/lib/domain/certification';
import { maskMobile } from '@/lib/domain/mobile';
import { captainMessages as messages } from '../messages';
import styles from './captain-card.module.css';

export interface CaptainCardProps {
  captain: CarCaptain;
  /** The card's heading (我的车队长, 查找结果). */
  title: string;
  /** The bound captain is a contact with a call button; a search result lists name and mobile. */
  contact?: boolean;
  /** Under the facts: a hint, a refusal. */
  children?: ReactNode;
  /** The card's buttons (解除绑定, 绑定车队长). */
  actions?: ReactNode;
}

export function CaptainCard({
  captain,
  title,
  contact = false,
  children,
  actions,
}: CaptainCardProps) {
  const certified = isCertified(captain.certificationStatus);
  const mobile = maskMobile(captain.mobile);
  const facts: FactEntry[] = [
    !contact && { label: messages.name, value: captain.name },
    !contact && { label: messages.mobile, value: mobile, number: true },
    {
      label: messages.certification,
      value: (
        <span className={certified ? styles.certified : styles.uncertified}>
          {certificationLabel(captain.certificationStatus)}
        </span>
      ),
    },
    { label: messages.fleetSize, value: messages.vehicles(captain.carCount), number: true },
    captain.bindTime ? { label: messages.bindTime, value: captain.bindTime, number: true } : null,
  ];
  return (
    <Card title={title} actions={actions}>
      {contact ? (
        <ContactRow
          role={messages.role}
          name={captain.name}
          phone={mobile}
          onCall={() => dial(captain.mobile)}
        />
      ) : null}
      <FactList facts={facts} />
      {children}
    </Card>
  );
}
