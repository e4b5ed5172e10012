import { Popup } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { LoadEmpty, LoadFailed, Loading, failedReadProps } from '@/components/load-state';
import { paths } from '@/lib/routing/paths';
import { useRecentWaybills } from '../api/entrust';
import { entrustMessages as t } from '../messages';
import styles from './entrust.module.css';

const UNSETTLED = ['toLoad', 'inTransit', 'toReceipt'];

function Waybills() {
  const read = useRecentWaybills(true);
  if (read.error) return <LoadFailed title={t.pickFailed} {...failedReadProps(read)} />;
  if (!read.data) return <Loading label={t.loading} lines={3} />;
  const open = read.data.rows.filter((w) => UNSETTLED.includes(w.status));
  if (open.length === 0) return <LoadEmpty title={t.pickEmpty} />;
  return (
    <ul aria-label={t.pickTitle}>
      {open.map((w) => (
        <li key={w.id}>
          <Link className={styles.pickItem} to={paths.entrustAdd.to({ waybillId: w.id })}>
            {`${w.waybillNo} · ${w.goodsName} · ${w.carNo}`}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** 新增委托: one of the driver's waybills not yet settled (not done, not cancelled). */
export function WaybillPicker({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  return (
    <Popup visible={visible} onMaskClick={onClose} destroyOnClose>
      <div className={styles.picker} role="dialog" aria-label={t.pickTitle}>
        <h2>{t.pickTitle}</h2>
        {visible ? <Waybills /> : null}
      </div>
    </Popup>
  );
}
