export { Stepper, type StepperProps, type StepState } from './Stepper.tsx';
