import SensoriumCore
import SensoriumSDL

print("sensorium: under construction")
