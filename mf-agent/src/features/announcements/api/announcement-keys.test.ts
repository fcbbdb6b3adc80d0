import { expectKeyFactory } from '@gp/kernel/testing';
import { announcementKeys } from './announcement-keys';

it('announcementKeys: a key per page and language', async () => {
  await expectKeyFactory(announcementKeys.all, {
    page1: () => announcementKeys.page(1, 'EN'),
    page2: () => announcementKeys.page(2, 'EN'),
    page1Ty: () => announcementKeys.page(1, 'TY'),
  });
});
