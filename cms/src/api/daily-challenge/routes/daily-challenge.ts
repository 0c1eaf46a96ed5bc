import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::daily-challenge.daily-challenge');
