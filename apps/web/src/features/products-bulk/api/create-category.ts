import { ApiError, api } from '../../../lib/api-client.ts';

/** POST /categories. A 409 means it exists already and carries its id: that counts as success. */
export async function createCategory(name: string, parentId: number | null): Promise<number> {
  try {
    const created = await api.post<{ id: number }>('categories', { name, parentId });
    return created.id;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      const id = (error.body as { id?: number } | null)?.id;
      if (typeof id === 'number') return id;
    }
    throw error;
  }
}
