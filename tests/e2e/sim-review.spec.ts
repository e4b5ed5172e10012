import { expect, test } from '../../simulator/automation/fixture';
import { loginWithPassword } from '../../simulator/automation/h5-actions';

test('the reviewer in the 审核 panel rejects a real name; the driver sees it on the next read', async ({
  sim,
  page,
}) => {
  await sim.open('/loginPwd');
  await loginWithPassword(sim, '13800000002'); // seeded certified driver
  await expect(sim.h5.getByText('已认证').first()).toBeVisible();

  await page.getByRole('tab', { name: '审核' }).click();
  await page.getByLabel('13800000002 实名状态').selectOption('2');
  await expect
    .poll(async () => (await sim.sandbox.users()).find((u) => u.mobile === '13800000002'))
    .toMatchObject({ certificationStatus: 2 });

  await sim.reloadH5();
  await expect(sim.h5.getByText('认证失败').first()).toBeVisible();
});

test('the review rules: saved licences wait for review and the face provider says no', async ({
  sim,
  page,
}) => {
  await sim.open('/loginPwd');
  await page.getByRole('tab', { name: '审核' }).click();
  const panel = page.getByRole('tabpanel');
  await panel
    .getByRole('radiogroup', { name: '新提交的驾驶证' })
    .getByText('留待审核 (10)')
    .click();
  await panel.getByRole('radiogroup', { name: '人脸核验结果' }).getByText('不通过').click();
  await expect
    .poll(async () => (await page.request.get('/__sandbox/config')).json())
    .toMatchObject({ autoApprove: false, faceResult: 'failure' });

  await page.getByLabel('13800000002 驾驶证审核').selectOption('30');
  await expect
    .poll(async () => (await sim.sandbox.users()).find((u) => u.mobile === '13800000002'))
    .toMatchObject({ driverLicenseApprovalStatus: 30 });
});
