import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::daily-challenge.daily-challenge');
