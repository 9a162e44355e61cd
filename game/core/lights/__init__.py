"""Lights: a row of lamps to switch on, the smallest game the registry can hold."""
