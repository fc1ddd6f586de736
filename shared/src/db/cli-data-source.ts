// Entry point for the TypeORM CLI (migration:generate / migration:run) on the built code.
import { createDataSource } from './data-source';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
export default createDataSource(url);
