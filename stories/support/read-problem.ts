/**
 * What a state story of a screen that reads another driver's waybill (WB0006) checks: ReadProblem's
 * not-yours words (不是您的运单) with 联系客服 and 返回运单列表, and no 重试.
 */
import { expect, within } from 'storybook/test';

export async function expectWaybillNotYours(canvasElement: HTMLElement): Promise<void> {
  const alert = await within(canvasElement.ownerDocument.body).findByRole(
    'alert',
    {},
    { timeout: 15_000 },
  );
  await expect(alert).toHaveAttribute('data-problem', 'notYours');
  await expect(alert).toHaveTextContent('不是您的运单');
  await expect(within(alert).queryByRole('button', { name: '重试' })).toBeNull();
  await expect(within(alert).getByRole('link', { name: '联系客服' })).toBeVisible();
  await expect(within(alert).getByRole('link', { name: '返回运单列表' })).toHaveAttribute(
    'href',
    '/waybill',
  );
}
