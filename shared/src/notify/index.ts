export * from './push-payload';
export * from './notify-timing';
