import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::daily-challenge.daily-challenge');
