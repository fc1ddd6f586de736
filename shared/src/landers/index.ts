export * from './lander-variants';
export * from './lander-dto';
