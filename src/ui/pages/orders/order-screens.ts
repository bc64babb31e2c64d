// Both orders screens as one lazy chunk: the list and the detail are usually visited together,
// and one dynamic import keeps the first page's route table (and its preload lists) short.
export { OrderDetailPage } from './order-detail-page';
export { OrdersPage } from './orders-page';
