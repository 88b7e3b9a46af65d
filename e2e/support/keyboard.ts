import { expect, type Locator, type Page } from '@playwright/test'

/** Press Tab (as a keyboard user does) until `target` has focus. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 80; presses++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/** Tab to a link or button and press Enter on it. */
export async function activate(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target)
  await page.keyboard.press('Enter')
}
