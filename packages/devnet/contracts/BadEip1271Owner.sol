// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title Tests only: a Safe owner contract whose EIP-1271 answers are never valid. With
/// `reverts` false both isValidSignature variants return a wrong magic value (0xdeadbeef);
/// with `reverts` true they revert. A wallet must show its confirmations as invalid.
contract BadEip1271Owner {
    bool public immutable reverts;

    constructor(bool reverts_) {
        reverts = reverts_;
    }

    /// EIP-1271 (bytes32 variant; the right answer would be 0x1626ba7e).
    function isValidSignature(bytes32, bytes calldata) external view returns (bytes4) {
        return answer();
    }

    /// Legacy EIP-1271 that Safe <= 1.4.1 calls (the right answer would be 0x20c13b0b).
    function isValidSignature(bytes calldata, bytes calldata) external view returns (bytes4) {
        return answer();
    }

    function answer() private view returns (bytes4) {
        require(!reverts, "BadEip1271Owner: refused");
        return 0xdeadbeef;
    }
}
