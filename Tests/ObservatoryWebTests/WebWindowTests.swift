import Testing
import ObservatoryWeb
