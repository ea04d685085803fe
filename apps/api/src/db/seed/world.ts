/** Ids the area seeds hand to each other. */
export type DemoWorld = {
  supplierId: number;
  supplier2Id: number;
  staffUserId: number;
  venueIds: number[];
  /** Venues a supplier may price for: active and not 'Personal use'. */
  tradeVenueIds: number[];
  productIds: number[];
  supplier2ProductIds: number[];
  categoryIds: Map<string, number>;
};

export const DEMO_PASSWORD = 'password123';
export const DEMO_ACCOUNTS = {
  supplier: 'supplier@example.com',
  supplier2: 'supplier2@example.com',
  staff: 'staff@example.com',
  /** A second user of Southern Cross Meats (the password-change journey uses this one). */
  supplier2Manager: 'priya@southerncross.example',
  /** One person per role in Harbour Fresh's team (supplier@example.com is its owner). */
  manager: 'manager@harbourfresh.example',
  sales: 'sales@harbourfresh.example',
  warehouse: 'warehouse@harbourfresh.example',
  accounts: 'accounts@harbourfresh.example',
} as const;
