/**
 * Customer service (spec §2.1, §7.5): 在线客服 opens the chat widget (the sandbox's own chat
 * service stands in for the vendor's); the driver sends a message and the agent's reply appears.
 */
import { expect, type Sim } from '../../../simulator/automation/fixture';

/** In the open widget: types `text`, 发送; waits for it and for `reply` in the message log. */
export async function chat(sim: Sim, text: string, reply: string): Promise<void> {
  const log = sim.h5.getByRole('log', { name: '客服消息' });
  await expect(log).toBeVisible({ timeout: 15_000 });
  await sim.h5.getByRole('textbox', { name: '输入消息' }).fill(text);
  await sim.h5.getByRole('button', { name: '发送', exact: true }).click();
  await expect(log.getByText(text, { exact: true })).toBeVisible();
  await expect(log.getByText(reply, { exact: true })).toBeVisible({ timeout: 15_000 });
}
