; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external addrspace(3) global [0 x i8], align 4096

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.exp2.f32(float) #0

; Function Attrs: convergent nounwind
declare void @llvm.musa.barrier0() #1

declare void @llvm.musa.memcpy.g2s(ptr addrspace(3), ptr addrspace(1), i32, i32)

declare void @llvm.musa.memcpy.g2s.wait()

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare i32 @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, ptr addrspace(5)) #1

declare i32 @llvm.musa.sqmma.desc.half(i16, i32, i32, i32)

declare i32 @llvm.musa.sqmma.desc.i8(i8, i32, i32, i32)

; Function Attrs: convergent nounwind
declare <32 x i32> @llvm.musa.sqmma.fmma.m64n64k32.mma(i32, i32, <32 x i32>, i32, i32, i32, i32, i32, i32, i32, i32, i32) #1

; Function Attrs: convergent nounwind
declare <16 x i32> @llvm.musa.sqmma.smma.m64n32k64.mma(i32, i32, <16 x i32>, i32, i32, i32, i32, i32, i32, i32, i32, i32) #1

; Function Attrs: convergent nounwind
declare void @llvm.musa.sqmma.wait() #1

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #1

define cc 102 void @attention_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) nocapture readonly %2, ptr addrspace(1) nocapture writeonly %3, float %4, i32 %5) local_unnamed_addr {
  %7 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %8 = sext i32 %7 to i64
  %9 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %10 = shl i32 %9, 6
  %11 = icmp sgt i32 %5, 0
  %12 = icmp ult i32 %7, 64
  br i1 %12, label %13, label %15

13: ; preds = %6
  %14 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 47104), i32 %7
  store float 0.000000e+00, ptr addrspace(3) %14, align 4
  br label %15

15: ; preds = %13, %6
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %16, label %18

16: ; preds = %15
  %17 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 47360), i32 %7
  store float 0xFFF0000000000000, ptr addrspace(3) %17, align 4
  br label %18

18: ; preds = %16, %15
  tail call void @llvm.musa.syncthreads.lm()
  %19 = shl nsw i64 %8, 4
  %20 = and i64 %19, 48
  %21 = lshr i64 %19, 6
  %22 = or i64 %20, 8
  %23 = trunc i64 %21 to i32
  %24 = shl i32 %23, 6
  %25 = sext i32 %24 to i64
  %26 = getelementptr half, ptr addrspace(1) %2, i64 %25
  br i1 %11, label %27, label %30

27: ; preds = %18
  %28 = getelementptr half, ptr addrspace(1) %26, i64 %20
  %29 = load <8 x half>, ptr addrspace(1) %28, align 16
  br label %30

30: ; preds = %27, %18
  %31 = phi <8 x half> [ %29, %27 ], [ zeroinitializer, %18 ]
  br i1 %11, label %32, label %35

32: ; preds = %30
  %33 = getelementptr half, ptr addrspace(1) %26, i64 %22
  %34 = load <8 x half>, ptr addrspace(1) %33, align 16
  br label %35

35: ; preds = %32, %30
  %36 = phi <8 x half> [ %34, %32 ], [ zeroinitializer, %30 ]
  %37 = add i32 %10, %23
  %38 = shl i32 %37, 6
  %39 = sext i32 %38 to i64
  %40 = getelementptr i8, ptr addrspace(1) %0, i64 %39
  %41 = getelementptr i8, ptr addrspace(1) %40, i64 %20
  %42 = and i64 %19, -64
  %43 = lshr i64 %19, 8
  %44 = xor i64 %43, %8
  %45 = and i64 %19, 4294967040
  %46 = add nuw nsw i64 %45, 32768
  %47 = shl nsw i64 %44, 4
  %48 = and i64 %47, 240
  %49 = or i64 %48, %46
  %50 = trunc i64 %49 to i32
  %51 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %50
  %52 = add nsw i64 %19, 2048
  %53 = lshr i64 %52, 6
  %54 = trunc i64 %53 to i32
  %55 = add i32 %10, %54
  %56 = shl i32 %55, 6
  %57 = sext i32 %56 to i64
  %58 = getelementptr i8, ptr addrspace(1) %0, i64 %57
  %59 = getelementptr i8, ptr addrspace(1) %58, i64 %20
  %60 = and i64 %52, -64
  %61 = or i64 %60, %20
  %62 = add nsw i64 %19, 34816
  %63 = and i64 %62, 4294967040
  %64 = lshr exact i64 %62, 4
  %65 = xor i64 %61, %64
  %66 = and i64 %65, 240
  %67 = or i64 %66, %63
  %68 = trunc i64 %67 to i32
  %69 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %68
  %70 = add nuw nsw i64 %45, 45056
  %71 = or i64 %48, %70
  %72 = trunc i64 %71 to i32
  %73 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %72
  %74 = icmp ult i32 %7, 128
  %75 = and i64 %8, 1
  %76 = and i64 %19, 4294967264
  %77 = shl nuw nsw i64 %75, 4
  %78 = select i1 %74, i64 %76, i64 0
  %79 = or i64 %78, %77
  %80 = trunc i64 %79 to i32
  %81 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %80
  %82 = or i32 %80, 1
  %83 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %82
  %84 = or i32 %80, 2
  %85 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %84
  %86 = or i32 %80, 3
  %87 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %86
  %88 = or i32 %80, 4
  %89 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %88
  %90 = or i32 %80, 5
  %91 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %90
  %92 = or i32 %80, 6
  %93 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %92
  %94 = or i32 %80, 7
  %95 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %94
  %96 = or i32 %80, 8
  %97 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %96
  %98 = or i32 %80, 9
  %99 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %98
  %100 = or i32 %80, 10
  %101 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %100
  %102 = or i32 %80, 11
  %103 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %102
  %104 = or i32 %80, 12
  %105 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %104
  %106 = or i32 %80, 13
  %107 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %106
  %108 = or i32 %80, 14
  %109 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %108
  %110 = or i32 %80, 15
  %111 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %110
  %112 = icmp eq i64 %75, 0
  %113 = and i1 %74, %112
  %114 = lshr i64 %19, 5
  %115 = trunc i64 %19 to i32
  %116 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %115
  %117 = trunc i64 %114 to i32
  %118 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 47360), i32 %117
  %119 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 47616), i32 %117
  %120 = or i64 %19, 1
  %121 = trunc i64 %120 to i32
  %122 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %121
  %123 = or i64 %19, 2
  %124 = trunc i64 %123 to i32
  %125 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %124
  %126 = or i64 %19, 3
  %127 = trunc i64 %126 to i32
  %128 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %127
  %129 = or i64 %19, 4
  %130 = trunc i64 %129 to i32
  %131 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %130
  %132 = or i64 %19, 5
  %133 = trunc i64 %132 to i32
  %134 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %133
  %135 = or i64 %19, 6
  %136 = trunc i64 %135 to i32
  %137 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %136
  %138 = or i64 %19, 7
  %139 = trunc i64 %138 to i32
  %140 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %139
  %141 = or i64 %19, 8
  %142 = trunc i64 %141 to i32
  %143 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %142
  %144 = or i64 %19, 9
  %145 = trunc i64 %144 to i32
  %146 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %145
  %147 = or i64 %19, 10
  %148 = trunc i64 %147 to i32
  %149 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %148
  %150 = or i64 %19, 11
  %151 = trunc i64 %150 to i32
  %152 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %151
  %153 = or i64 %19, 12
  %154 = trunc i64 %153 to i32
  %155 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %154
  %156 = or i64 %19, 13
  %157 = trunc i64 %156 to i32
  %158 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %157
  %159 = or i64 %19, 14
  %160 = trunc i64 %159 to i32
  %161 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %160
  %162 = or i64 %19, 15
  %163 = trunc i64 %162 to i32
  %164 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %163
  %165 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %115
  %166 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %121
  %167 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %124
  %168 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %127
  %169 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %130
  %170 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %133
  %171 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %136
  %172 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %139
  %173 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %142
  %174 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %145
  %175 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %148
  %176 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %151
  %177 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %154
  %178 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %157
  %179 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %160
  %180 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %163
  %181 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %80
  %182 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %82
  %183 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %84
  %184 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %86
  %185 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %88
  %186 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %90
  %187 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %92
  %188 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %94
  %189 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %96
  %190 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %98
  %191 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %100
  %192 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %102
  %193 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %104
  %194 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %106
  %195 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %108
  %196 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %110
  %197 = shl nsw i64 %8, 5
  %198 = and i64 %197, 4294967040
  %199 = add nuw nsw i64 %198, 36864
  %200 = lshr exact i64 %197, 4
  %201 = and i64 %200, 240
  %.mask = and i64 %197, 224
  %202 = xor i64 %201, %.mask
  %203 = or i64 %202, %199
  %204 = trunc i64 %203 to i32
  %205 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %204
  %206 = shl nsw i64 %120, 1
  %207 = and i64 %206, 4294967040
  %208 = add nuw nsw i64 %207, 36864
  %209 = lshr i64 %206, 4
  %210 = and i64 %209, 240
  %.mask3 = and i64 %206, 224
  %211 = xor i64 %210, %.mask3
  %212 = or i64 %211, %208
  %213 = trunc i64 %212 to i32
  %214 = or i32 %213, 2
  %215 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %214
  %216 = shl nsw i64 %123, 1
  %217 = and i64 %216, 4294967040
  %218 = add nuw nsw i64 %217, 36864
  %219 = lshr i64 %216, 4
  %220 = and i64 %219, 240
  %.mask4 = and i64 %216, 224
  %221 = xor i64 %220, %.mask4
  %222 = or i64 %221, %218
  %223 = trunc i64 %222 to i32
  %224 = or i32 %223, 4
  %225 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %224
  %226 = shl nsw i64 %126, 1
  %227 = and i64 %226, 4294967040
  %228 = add nuw nsw i64 %227, 36864
  %229 = lshr i64 %226, 4
  %230 = and i64 %229, 240
  %.mask5 = and i64 %226, 224
  %231 = xor i64 %230, %.mask5
  %232 = or i64 %231, %228
  %233 = trunc i64 %232 to i32
  %234 = or i32 %233, 6
  %235 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %234
  %236 = shl nsw i64 %129, 1
  %237 = and i64 %236, 4294967040
  %238 = add nuw nsw i64 %237, 36864
  %239 = lshr i64 %236, 4
  %240 = and i64 %239, 240
  %.mask6 = and i64 %236, 224
  %241 = xor i64 %240, %.mask6
  %242 = or i64 %241, %238
  %243 = trunc i64 %242 to i32
  %244 = or i32 %243, 8
  %245 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %244
  %246 = shl nsw i64 %132, 1
  %247 = and i64 %246, 4294967040
  %248 = add nuw nsw i64 %247, 36864
  %249 = lshr i64 %246, 4
  %250 = and i64 %249, 240
  %.mask7 = and i64 %246, 224
  %251 = xor i64 %250, %.mask7
  %252 = or i64 %251, %248
  %253 = trunc i64 %252 to i32
  %254 = or i32 %253, 10
  %255 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %254
  %256 = shl nsw i64 %135, 1
  %257 = and i64 %256, 4294967040
  %258 = add nuw nsw i64 %257, 36864
  %259 = lshr i64 %256, 4
  %260 = and i64 %259, 240
  %.mask8 = and i64 %256, 224
  %261 = xor i64 %260, %.mask8
  %262 = or i64 %261, %258
  %263 = trunc i64 %262 to i32
  %264 = or i32 %263, 12
  %265 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %264
  %266 = shl nsw i64 %138, 1
  %267 = and i64 %266, 4294967040
  %268 = add nuw nsw i64 %267, 36864
  %269 = lshr i64 %266, 4
  %270 = and i64 %269, 240
  %.mask9 = and i64 %266, 224
  %271 = xor i64 %270, %.mask9
  %272 = or i64 %271, %268
  %273 = trunc i64 %272 to i32
  %274 = or i32 %273, 14
  %275 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %274
  %276 = shl nsw i64 %141, 1
  %277 = and i64 %276, 4294967040
  %278 = add nuw nsw i64 %277, 36864
  %279 = lshr exact i64 %276, 4
  %280 = xor i64 %279, %276
  %281 = and i64 %280, 240
  %282 = or i64 %281, %278
  %283 = trunc i64 %282 to i32
  %284 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %283
  %285 = shl nsw i64 %144, 1
  %286 = and i64 %285, 4294967040
  %287 = add nuw nsw i64 %286, 36864
  %288 = lshr i64 %285, 4
  %289 = xor i64 %288, %285
  %290 = and i64 %289, 240
  %291 = or i64 %290, %287
  %292 = trunc i64 %291 to i32
  %293 = or i32 %292, 2
  %294 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %293
  %295 = shl nsw i64 %147, 1
  %296 = and i64 %295, 4294967040
  %297 = add nuw nsw i64 %296, 36864
  %298 = lshr i64 %295, 4
  %299 = xor i64 %298, %295
  %300 = and i64 %299, 240
  %301 = or i64 %300, %297
  %302 = trunc i64 %301 to i32
  %303 = or i32 %302, 4
  %304 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %303
  %305 = shl nsw i64 %150, 1
  %306 = and i64 %305, 4294967040
  %307 = add nuw nsw i64 %306, 36864
  %308 = lshr i64 %305, 4
  %309 = xor i64 %308, %305
  %310 = and i64 %309, 240
  %311 = or i64 %310, %307
  %312 = trunc i64 %311 to i32
  %313 = or i32 %312, 6
  %314 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %313
  %315 = shl nsw i64 %153, 1
  %316 = and i64 %315, 4294967040
  %317 = add nuw nsw i64 %316, 36864
  %318 = lshr i64 %315, 4
  %319 = xor i64 %318, %315
  %320 = and i64 %319, 240
  %321 = or i64 %320, %317
  %322 = trunc i64 %321 to i32
  %323 = or i32 %322, 8
  %324 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %323
  %325 = shl nsw i64 %156, 1
  %326 = and i64 %325, 4294967040
  %327 = add nuw nsw i64 %326, 36864
  %328 = lshr i64 %325, 4
  %329 = xor i64 %328, %325
  %330 = and i64 %329, 240
  %331 = or i64 %330, %327
  %332 = trunc i64 %331 to i32
  %333 = or i32 %332, 10
  %334 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %333
  %335 = shl nsw i64 %159, 1
  %336 = and i64 %335, 4294967040
  %337 = add nuw nsw i64 %336, 36864
  %338 = lshr i64 %335, 4
  %339 = xor i64 %338, %335
  %340 = and i64 %339, 240
  %341 = or i64 %340, %337
  %342 = trunc i64 %341 to i32
  %343 = or i32 %342, 12
  %344 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %343
  %345 = shl nsw i64 %162, 1
  %346 = and i64 %345, 4294967040
  %347 = add nuw nsw i64 %346, 36864
  %348 = lshr i64 %345, 4
  %349 = xor i64 %348, %345
  %350 = and i64 %349, 240
  %351 = or i64 %350, %347
  %352 = trunc i64 %351 to i32
  %353 = or i32 %352, 14
  %354 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %353
  %355 = and i64 %19, -2048
  %356 = and i64 %21, 31
  %357 = shl nuw nsw i64 %20, 5
  %358 = or i64 %357, %355
  %359 = or i64 %358, %356
  %360 = shl nsw i64 %359, 1
  %361 = and i64 %360, 14
  %362 = and i64 %360, 4294966272
  %363 = add nuw nsw i64 %362, 40960
  %364 = lshr i64 %360, 4
  %365 = and i64 %364, 240
  %.mask10 = and i64 %360, 48
  %366 = xor i64 %365, %.mask10
  %367 = or i64 %366, %363
  %368 = or i64 %367, %361
  %369 = trunc i64 %368 to i32
  %370 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %369
  %371 = or i64 %20, 1
  %372 = shl nuw nsw i64 %371, 5
  %373 = or i64 %372, %355
  %374 = or i64 %373, %356
  %375 = shl nsw i64 %374, 1
  %376 = and i64 %375, 14
  %377 = and i64 %375, 4294967040
  %378 = add nuw nsw i64 %377, 40960
  %379 = lshr i64 %375, 4
  %380 = xor i64 %379, %375
  %381 = and i64 %380, 240
  %382 = or i64 %381, %378
  %383 = or i64 %382, %376
  %384 = trunc i64 %383 to i32
  %385 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %384
  %386 = or i64 %20, 2
  %387 = shl nuw nsw i64 %386, 5
  %388 = or i64 %387, %355
  %389 = or i64 %388, %356
  %390 = shl nsw i64 %389, 1
  %391 = and i64 %390, 14
  %392 = and i64 %390, 4294967040
  %393 = add nuw nsw i64 %392, 40960
  %394 = lshr i64 %390, 4
  %395 = xor i64 %394, %390
  %396 = and i64 %395, 240
  %397 = or i64 %396, %393
  %398 = or i64 %397, %391
  %399 = trunc i64 %398 to i32
  %400 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %399
  %401 = or i64 %20, 3
  %402 = shl nuw nsw i64 %401, 5
  %403 = or i64 %402, %355
  %404 = or i64 %403, %356
  %405 = shl nsw i64 %404, 1
  %406 = and i64 %405, 14
  %407 = and i64 %405, 4294967040
  %408 = add nuw nsw i64 %407, 40960
  %409 = lshr i64 %405, 4
  %410 = xor i64 %409, %405
  %411 = and i64 %410, 240
  %412 = or i64 %411, %408
  %413 = or i64 %412, %406
  %414 = trunc i64 %413 to i32
  %415 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %414
  %416 = or i64 %20, 4
  %417 = shl nuw nsw i64 %416, 5
  %418 = or i64 %417, %355
  %419 = or i64 %418, %356
  %420 = shl nsw i64 %419, 1
  %421 = and i64 %420, 14
  %422 = and i64 %420, 4294967040
  %423 = add nuw nsw i64 %422, 40960
  %424 = lshr i64 %420, 4
  %425 = xor i64 %424, %420
  %426 = and i64 %425, 240
  %427 = or i64 %426, %423
  %428 = or i64 %427, %421
  %429 = trunc i64 %428 to i32
  %430 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %429
  %431 = or i64 %20, 5
  %432 = shl nuw nsw i64 %431, 5
  %433 = or i64 %432, %355
  %434 = or i64 %433, %356
  %435 = shl nsw i64 %434, 1
  %436 = and i64 %435, 14
  %437 = and i64 %435, 4294967040
  %438 = add nuw nsw i64 %437, 40960
  %439 = lshr i64 %435, 4
  %440 = xor i64 %439, %435
  %441 = and i64 %440, 240
  %442 = or i64 %441, %438
  %443 = or i64 %442, %436
  %444 = trunc i64 %443 to i32
  %445 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %444
  %446 = or i64 %20, 6
  %447 = shl nuw nsw i64 %446, 5
  %448 = or i64 %447, %355
  %449 = or i64 %448, %356
  %450 = shl nsw i64 %449, 1
  %451 = and i64 %450, 14
  %452 = and i64 %450, 4294967040
  %453 = add nuw nsw i64 %452, 40960
  %454 = lshr i64 %450, 4
  %455 = xor i64 %454, %450
  %456 = and i64 %455, 240
  %457 = or i64 %456, %453
  %458 = or i64 %457, %451
  %459 = trunc i64 %458 to i32
  %460 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %459
  %461 = or i64 %20, 7
  %462 = shl nuw nsw i64 %461, 5
  %463 = or i64 %462, %355
  %464 = or i64 %463, %356
  %465 = shl nsw i64 %464, 1
  %466 = and i64 %465, 14
  %467 = and i64 %465, 4294967040
  %468 = add nuw nsw i64 %467, 40960
  %469 = lshr i64 %465, 4
  %470 = xor i64 %469, %465
  %471 = and i64 %470, 240
  %472 = or i64 %471, %468
  %473 = or i64 %472, %466
  %474 = trunc i64 %473 to i32
  %475 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %474
  %476 = shl nuw nsw i64 %22, 5
  %477 = or i64 %476, %355
  %478 = or i64 %477, %356
  %479 = shl nsw i64 %478, 1
  %480 = and i64 %479, 14
  %481 = and i64 %479, 4294967040
  %482 = add nuw nsw i64 %481, 40960
  %483 = lshr i64 %479, 4
  %484 = xor i64 %483, %479
  %485 = and i64 %484, 240
  %486 = or i64 %485, %482
  %487 = or i64 %486, %480
  %488 = trunc i64 %487 to i32
  %489 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %488
  %490 = or i64 %20, 9
  %491 = shl nuw nsw i64 %490, 5
  %492 = or i64 %491, %355
  %493 = or i64 %492, %356
  %494 = shl nsw i64 %493, 1
  %495 = and i64 %494, 14
  %496 = and i64 %494, 4294967040
  %497 = add nuw nsw i64 %496, 40960
  %498 = lshr i64 %494, 4
  %499 = xor i64 %498, %494
  %500 = and i64 %499, 240
  %501 = or i64 %500, %497
  %502 = or i64 %501, %495
  %503 = trunc i64 %502 to i32
  %504 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %503
  %505 = or i64 %20, 10
  %506 = shl nuw nsw i64 %505, 5
  %507 = or i64 %506, %355
  %508 = or i64 %507, %356
  %509 = shl nsw i64 %508, 1
  %510 = and i64 %509, 14
  %511 = and i64 %509, 4294967040
  %512 = add nuw nsw i64 %511, 40960
  %513 = lshr i64 %509, 4
  %514 = xor i64 %513, %509
  %515 = and i64 %514, 240
  %516 = or i64 %515, %512
  %517 = or i64 %516, %510
  %518 = trunc i64 %517 to i32
  %519 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %518
  %520 = or i64 %20, 11
  %521 = shl nuw nsw i64 %520, 5
  %522 = or i64 %521, %355
  %523 = or i64 %522, %356
  %524 = shl nsw i64 %523, 1
  %525 = and i64 %524, 14
  %526 = and i64 %524, 4294967040
  %527 = add nuw nsw i64 %526, 40960
  %528 = lshr i64 %524, 4
  %529 = xor i64 %528, %524
  %530 = and i64 %529, 240
  %531 = or i64 %530, %527
  %532 = or i64 %531, %525
  %533 = trunc i64 %532 to i32
  %534 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %533
  %535 = or i64 %20, 12
  %536 = shl nuw nsw i64 %535, 5
  %537 = or i64 %536, %355
  %538 = or i64 %537, %356
  %539 = shl nsw i64 %538, 1
  %540 = and i64 %539, 14
  %541 = and i64 %539, 4294967040
  %542 = add nuw nsw i64 %541, 40960
  %543 = lshr i64 %539, 4
  %544 = xor i64 %543, %539
  %545 = and i64 %544, 240
  %546 = or i64 %545, %542
  %547 = or i64 %546, %540
  %548 = trunc i64 %547 to i32
  %549 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %548
  %550 = or i64 %20, 13
  %551 = shl nuw nsw i64 %550, 5
  %552 = or i64 %551, %355
  %553 = or i64 %552, %356
  %554 = shl nsw i64 %553, 1
  %555 = and i64 %554, 14
  %556 = and i64 %554, 4294967040
  %557 = add nuw nsw i64 %556, 40960
  %558 = lshr i64 %554, 4
  %559 = xor i64 %558, %554
  %560 = and i64 %559, 240
  %561 = or i64 %560, %557
  %562 = or i64 %561, %555
  %563 = trunc i64 %562 to i32
  %564 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %563
  %565 = or i64 %20, 14
  %566 = shl nuw nsw i64 %565, 5
  %567 = or i64 %566, %355
  %568 = or i64 %567, %356
  %569 = shl nsw i64 %568, 1
  %570 = and i64 %569, 14
  %571 = and i64 %569, 4294967040
  %572 = add nuw nsw i64 %571, 40960
  %573 = lshr i64 %569, 4
  %574 = xor i64 %573, %569
  %575 = and i64 %574, 240
  %576 = or i64 %575, %572
  %577 = or i64 %576, %570
  %578 = trunc i64 %577 to i32
  %579 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %578
  %580 = or i64 %20, 15
  %581 = shl nuw nsw i64 %580, 5
  %582 = or i64 %581, %355
  %583 = or i64 %582, %356
  %584 = shl nsw i64 %583, 1
  %585 = and i64 %584, 14
  %586 = and i64 %584, 4294967040
  %587 = add nuw nsw i64 %586, 40960
  %588 = lshr i64 %584, 4
  %589 = xor i64 %588, %584
  %590 = and i64 %589, 240
  %591 = or i64 %590, %587
  %592 = or i64 %591, %585
  %593 = trunc i64 %592 to i32
  %594 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %593
  %595 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 47872), i32 %23
  %596 = getelementptr float, ptr addrspace(3) @global_smem, i32 %115
  %597 = or i64 %371, %42
  %598 = trunc i64 %597 to i32
  %599 = getelementptr float, ptr addrspace(3) @global_smem, i32 %598
  %600 = or i64 %386, %42
  %601 = trunc i64 %600 to i32
  %602 = getelementptr float, ptr addrspace(3) @global_smem, i32 %601
  %603 = or i64 %401, %42
  %604 = trunc i64 %603 to i32
  %605 = getelementptr float, ptr addrspace(3) @global_smem, i32 %604
  %606 = or i64 %416, %42
  %607 = trunc i64 %606 to i32
  %608 = getelementptr float, ptr addrspace(3) @global_smem, i32 %607
  %609 = or i64 %431, %42
  %610 = trunc i64 %609 to i32
  %611 = getelementptr float, ptr addrspace(3) @global_smem, i32 %610
  %612 = or i64 %446, %42
  %613 = trunc i64 %612 to i32
  %614 = getelementptr float, ptr addrspace(3) @global_smem, i32 %613
  %615 = or i64 %461, %42
  %616 = trunc i64 %615 to i32
  %617 = getelementptr float, ptr addrspace(3) @global_smem, i32 %616
  %618 = or i64 %22, %42
  %619 = trunc i64 %618 to i32
  %620 = getelementptr float, ptr addrspace(3) @global_smem, i32 %619
  %621 = or i64 %490, %42
  %622 = trunc i64 %621 to i32
  %623 = getelementptr float, ptr addrspace(3) @global_smem, i32 %622
  %624 = or i64 %505, %42
  %625 = trunc i64 %624 to i32
  %626 = getelementptr float, ptr addrspace(3) @global_smem, i32 %625
  %627 = or i64 %520, %42
  %628 = trunc i64 %627 to i32
  %629 = getelementptr float, ptr addrspace(3) @global_smem, i32 %628
  %630 = or i64 %535, %42
  %631 = trunc i64 %630 to i32
  %632 = getelementptr float, ptr addrspace(3) @global_smem, i32 %631
  %633 = or i64 %550, %42
  %634 = trunc i64 %633 to i32
  %635 = getelementptr float, ptr addrspace(3) @global_smem, i32 %634
  %636 = or i64 %565, %42
  %637 = trunc i64 %636 to i32
  %638 = getelementptr float, ptr addrspace(3) @global_smem, i32 %637
  %639 = or i64 %580, %42
  %640 = trunc i64 %639 to i32
  %641 = getelementptr float, ptr addrspace(3) @global_smem, i32 %640
  %642 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 47872), i32 %54
  %643 = trunc i64 %61 to i32
  %644 = getelementptr float, ptr addrspace(3) @global_smem, i32 %643
  %645 = or i32 %643, 1
  %646 = getelementptr float, ptr addrspace(3) @global_smem, i32 %645
  %647 = or i32 %643, 2
  %648 = getelementptr float, ptr addrspace(3) @global_smem, i32 %647
  %649 = or i32 %643, 3
  %650 = getelementptr float, ptr addrspace(3) @global_smem, i32 %649
  %651 = or i32 %643, 4
  %652 = getelementptr float, ptr addrspace(3) @global_smem, i32 %651
  %653 = or i32 %643, 5
  %654 = getelementptr float, ptr addrspace(3) @global_smem, i32 %653
  %655 = or i32 %643, 6
  %656 = getelementptr float, ptr addrspace(3) @global_smem, i32 %655
  %657 = or i32 %643, 7
  %658 = getelementptr float, ptr addrspace(3) @global_smem, i32 %657
  %659 = or i64 %22, %60
  %660 = trunc i64 %659 to i32
  %661 = getelementptr float, ptr addrspace(3) @global_smem, i32 %660
  %662 = or i32 %643, 9
  %663 = getelementptr float, ptr addrspace(3) @global_smem, i32 %662
  %664 = or i32 %643, 10
  %665 = getelementptr float, ptr addrspace(3) @global_smem, i32 %664
  %666 = or i32 %643, 11
  %667 = getelementptr float, ptr addrspace(3) @global_smem, i32 %666
  %668 = or i32 %643, 12
  %669 = getelementptr float, ptr addrspace(3) @global_smem, i32 %668
  %670 = or i32 %643, 13
  %671 = getelementptr float, ptr addrspace(3) @global_smem, i32 %670
  %672 = or i32 %643, 14
  %673 = getelementptr float, ptr addrspace(3) @global_smem, i32 %672
  %674 = or i32 %643, 15
  %675 = getelementptr float, ptr addrspace(3) @global_smem, i32 %674
  %invariant.gep = getelementptr i8, ptr addrspace(1) %1, i64 %20
  br i1 %11, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %35
  %676 = lshr i64 %8, 3
  %677 = and i64 %8, 7
  %678 = or i64 %677, 8
  %679 = or i64 %677, 16
  %680 = or i64 %677, 24
  %681 = shl nuw nsw i64 %676, 5
  %682 = or i64 %681, %677
  %683 = trunc i64 %682 to i32
  %684 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %683
  %685 = or i64 %678, %681
  %686 = trunc i64 %685 to i32
  %687 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %686
  %688 = or i64 %679, %681
  %689 = trunc i64 %688 to i32
  %690 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %689
  %691 = or i64 %680, %681
  %692 = trunc i64 %691 to i32
  %693 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %692
  %694 = or i64 %681, 512
  %695 = or i64 %694, %677
  %696 = trunc i64 %695 to i32
  %697 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %696
  %698 = or i64 %694, %678
  %699 = trunc i64 %698 to i32
  %700 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %699
  %701 = or i64 %694, %679
  %702 = trunc i64 %701 to i32
  %703 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %702
  %704 = or i64 %694, %680
  %705 = trunc i64 %704 to i32
  %706 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %705
  %707 = or i64 %681, 1024
  %708 = or i64 %707, %677
  %709 = trunc i64 %708 to i32
  %710 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %709
  %711 = or i64 %707, %678
  %712 = trunc i64 %711 to i32
  %713 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %712
  %714 = or i64 %707, %679
  %715 = trunc i64 %714 to i32
  %716 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %715
  %717 = or i64 %707, %680
  %718 = trunc i64 %717 to i32
  %719 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %718
  %720 = or i64 %681, 1536
  %721 = or i64 %720, %677
  %722 = trunc i64 %721 to i32
  %723 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %722
  %724 = or i64 %720, %678
  %725 = trunc i64 %724 to i32
  %726 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %725
  %727 = or i64 %720, %679
  %728 = trunc i64 %727 to i32
  %729 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %728
  %730 = or i64 %720, %680
  %731 = trunc i64 %730 to i32
  %732 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %731
  %733 = lshr i32 %7, 1
  %734 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 47616), i32 %733
  %735 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 47360), i32 %7
  %736 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 47616), i32 %7
  %737 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 47872), i32 %7
  %738 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 48128), i32 %733
  %739 = or i64 %677, 32
  %740 = or i64 %677, 40
  %741 = or i64 %677, 48
  %742 = or i64 %677, 56
  %743 = shl nuw nsw i64 %676, 6
  %744 = or i64 %743, %677
  %745 = trunc i64 %744 to i32
  %746 = getelementptr float, ptr addrspace(3) @global_smem, i32 %745
  %747 = or i64 %678, %743
  %748 = trunc i64 %747 to i32
  %749 = getelementptr float, ptr addrspace(3) @global_smem, i32 %748
  %750 = or i64 %679, %743
  %751 = trunc i64 %750 to i32
  %752 = getelementptr float, ptr addrspace(3) @global_smem, i32 %751
  %753 = or i64 %680, %743
  %754 = trunc i64 %753 to i32
  %755 = getelementptr float, ptr addrspace(3) @global_smem, i32 %754
  %756 = or i64 %739, %743
  %757 = trunc i64 %756 to i32
  %758 = getelementptr float, ptr addrspace(3) @global_smem, i32 %757
  %759 = or i64 %740, %743
  %760 = trunc i64 %759 to i32
  %761 = getelementptr float, ptr addrspace(3) @global_smem, i32 %760
  %762 = or i64 %741, %743
  %763 = trunc i64 %762 to i32
  %764 = getelementptr float, ptr addrspace(3) @global_smem, i32 %763
  %765 = or i64 %742, %743
  %766 = trunc i64 %765 to i32
  %767 = getelementptr float, ptr addrspace(3) @global_smem, i32 %766
  %768 = or i64 %743, 1024
  %769 = or i64 %768, %677
  %770 = trunc i64 %769 to i32
  %771 = getelementptr float, ptr addrspace(3) @global_smem, i32 %770
  %772 = or i64 %768, %678
  %773 = trunc i64 %772 to i32
  %774 = getelementptr float, ptr addrspace(3) @global_smem, i32 %773
  %775 = or i64 %768, %679
  %776 = trunc i64 %775 to i32
  %777 = getelementptr float, ptr addrspace(3) @global_smem, i32 %776
  %778 = or i64 %768, %680
  %779 = trunc i64 %778 to i32
  %780 = getelementptr float, ptr addrspace(3) @global_smem, i32 %779
  %781 = or i64 %768, %739
  %782 = trunc i64 %781 to i32
  %783 = getelementptr float, ptr addrspace(3) @global_smem, i32 %782
  %784 = or i64 %768, %740
  %785 = trunc i64 %784 to i32
  %786 = getelementptr float, ptr addrspace(3) @global_smem, i32 %785
  %787 = or i64 %768, %741
  %788 = trunc i64 %787 to i32
  %789 = getelementptr float, ptr addrspace(3) @global_smem, i32 %788
  %790 = or i64 %768, %742
  %791 = trunc i64 %790 to i32
  %792 = getelementptr float, ptr addrspace(3) @global_smem, i32 %791
  %793 = or i64 %743, 2048
  %794 = or i64 %793, %677
  %795 = trunc i64 %794 to i32
  %796 = getelementptr float, ptr addrspace(3) @global_smem, i32 %795
  %797 = or i64 %793, %678
  %798 = trunc i64 %797 to i32
  %799 = getelementptr float, ptr addrspace(3) @global_smem, i32 %798
  %800 = or i64 %793, %679
  %801 = trunc i64 %800 to i32
  %802 = getelementptr float, ptr addrspace(3) @global_smem, i32 %801
  %803 = or i64 %793, %680
  %804 = trunc i64 %803 to i32
  %805 = getelementptr float, ptr addrspace(3) @global_smem, i32 %804
  %806 = or i64 %793, %739
  %807 = trunc i64 %806 to i32
  %808 = getelementptr float, ptr addrspace(3) @global_smem, i32 %807
  %809 = or i64 %793, %740
  %810 = trunc i64 %809 to i32
  %811 = getelementptr float, ptr addrspace(3) @global_smem, i32 %810
  %812 = or i64 %793, %741
  %813 = trunc i64 %812 to i32
  %814 = getelementptr float, ptr addrspace(3) @global_smem, i32 %813
  %815 = or i64 %793, %742
  %816 = trunc i64 %815 to i32
  %817 = getelementptr float, ptr addrspace(3) @global_smem, i32 %816
  %818 = or i64 %743, 3072
  %819 = or i64 %818, %677
  %820 = trunc i64 %819 to i32
  %821 = getelementptr float, ptr addrspace(3) @global_smem, i32 %820
  %822 = or i64 %818, %678
  %823 = trunc i64 %822 to i32
  %824 = getelementptr float, ptr addrspace(3) @global_smem, i32 %823
  %825 = or i64 %818, %679
  %826 = trunc i64 %825 to i32
  %827 = getelementptr float, ptr addrspace(3) @global_smem, i32 %826
  %828 = or i64 %818, %680
  %829 = trunc i64 %828 to i32
  %830 = getelementptr float, ptr addrspace(3) @global_smem, i32 %829
  %831 = or i64 %818, %739
  %832 = trunc i64 %831 to i32
  %833 = getelementptr float, ptr addrspace(3) @global_smem, i32 %832
  %834 = or i64 %818, %740
  %835 = trunc i64 %834 to i32
  %836 = getelementptr float, ptr addrspace(3) @global_smem, i32 %835
  %837 = or i64 %818, %741
  %838 = trunc i64 %837 to i32
  %839 = getelementptr float, ptr addrspace(3) @global_smem, i32 %838
  %840 = or i64 %818, %742
  %841 = trunc i64 %840 to i32
  %842 = getelementptr float, ptr addrspace(3) @global_smem, i32 %841
  %843 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 47104), i32 %7
  %844 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 48128), i32 %7
  br label %845

845: ; preds = %.lr.ph, %1344
  %846 = phi float [ 0.000000e+00, %.lr.ph ], [ %1368, %1344 ]
  %847 = phi float [ 0.000000e+00, %.lr.ph ], [ %1367, %1344 ]
  %848 = phi float [ 0.000000e+00, %.lr.ph ], [ %1366, %1344 ]
  %849 = phi float [ 0.000000e+00, %.lr.ph ], [ %1365, %1344 ]
  %850 = phi float [ 0.000000e+00, %.lr.ph ], [ %1364, %1344 ]
  %851 = phi float [ 0.000000e+00, %.lr.ph ], [ %1363, %1344 ]
  %852 = phi float [ 0.000000e+00, %.lr.ph ], [ %1362, %1344 ]
  %853 = phi float [ 0.000000e+00, %.lr.ph ], [ %1361, %1344 ]
  %854 = phi float [ 0.000000e+00, %.lr.ph ], [ %1360, %1344 ]
  %855 = phi float [ 0.000000e+00, %.lr.ph ], [ %1359, %1344 ]
  %856 = phi float [ 0.000000e+00, %.lr.ph ], [ %1358, %1344 ]
  %857 = phi float [ 0.000000e+00, %.lr.ph ], [ %1357, %1344 ]
  %858 = phi float [ 0.000000e+00, %.lr.ph ], [ %1356, %1344 ]
  %859 = phi float [ 0.000000e+00, %.lr.ph ], [ %1355, %1344 ]
  %860 = phi float [ 0.000000e+00, %.lr.ph ], [ %1354, %1344 ]
  %861 = phi float [ 0.000000e+00, %.lr.ph ], [ %1353, %1344 ]
  %862 = phi float [ 0.000000e+00, %.lr.ph ], [ %1352, %1344 ]
  %863 = phi float [ 0.000000e+00, %.lr.ph ], [ %1351, %1344 ]
  %864 = phi float [ 0.000000e+00, %.lr.ph ], [ %1350, %1344 ]
  %865 = phi float [ 0.000000e+00, %.lr.ph ], [ %1349, %1344 ]
  %866 = phi float [ 0.000000e+00, %.lr.ph ], [ %1348, %1344 ]
  %867 = phi float [ 0.000000e+00, %.lr.ph ], [ %1347, %1344 ]
  %868 = phi float [ 0.000000e+00, %.lr.ph ], [ %1346, %1344 ]
  %869 = phi float [ 0.000000e+00, %.lr.ph ], [ %1345, %1344 ]
  %870 = phi float [ 0.000000e+00, %.lr.ph ], [ %1329, %1344 ]
  %871 = phi float [ 0.000000e+00, %.lr.ph ], [ %1328, %1344 ]
  %872 = phi float [ 0.000000e+00, %.lr.ph ], [ %1327, %1344 ]
  %873 = phi float [ 0.000000e+00, %.lr.ph ], [ %1326, %1344 ]
  %874 = phi float [ 0.000000e+00, %.lr.ph ], [ %1325, %1344 ]
  %875 = phi float [ 0.000000e+00, %.lr.ph ], [ %1324, %1344 ]
  %876 = phi float [ 0.000000e+00, %.lr.ph ], [ %1323, %1344 ]
  %877 = phi float [ 0.000000e+00, %.lr.ph ], [ %1322, %1344 ]
  %878 = phi i32 [ 0, %.lr.ph ], [ %881, %1344 ]
  %879 = phi <8 x half> [ %31, %.lr.ph ], [ %891, %1344 ]
  %880 = phi <8 x half> [ %36, %.lr.ph ], [ %896, %1344 ]
  %881 = add i32 %878, 32
  %882 = icmp slt i32 %881, %5
  %883 = add i32 %881, %23
  %884 = shl i32 %883, 6
  %885 = sext i32 %884 to i64
  %886 = getelementptr half, ptr addrspace(1) %2, i64 %885
  br i1 %882, label %887, label %890

887: ; preds = %845
  %888 = getelementptr half, ptr addrspace(1) %886, i64 %20
  %889 = load <8 x half>, ptr addrspace(1) %888, align 16
  br label %890

890: ; preds = %887, %845
  %891 = phi <8 x half> [ %889, %887 ], [ zeroinitializer, %845 ]
  br i1 %882, label %892, label %895

892: ; preds = %890
  %893 = getelementptr half, ptr addrspace(1) %886, i64 %22
  %894 = load <8 x half>, ptr addrspace(1) %893, align 16
  br label %895

895: ; preds = %892, %890
  %896 = phi <8 x half> [ %894, %892 ], [ zeroinitializer, %890 ]
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %51, ptr addrspace(1) %41, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %69, ptr addrspace(1) %59, i32 16, i32 0)
  %897 = add i32 %878, %23
  %898 = shl i32 %897, 6
  %899 = sext i32 %898 to i64
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %899
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %73, ptr addrspace(1) %gep, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s.wait()
  tail call void @llvm.musa.barrier0()
  br i1 %74, label %900, label %922

900: ; preds = %895
  %901 = load i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), align 4096
  %902 = tail call i32 @llvm.musa.sqmma.desc.i8(i8 %901, i32 64, i32 1, i32 3)
  %903 = load i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45056), align 4096
  %904 = tail call i32 @llvm.musa.sqmma.desc.i8(i8 %903, i32 64, i32 1, i32 3)
  %905 = tail call <16 x i32> @llvm.musa.sqmma.smma.m64n32k64.mma(i32 %902, i32 %904, <16 x i32> zeroinitializer, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %906 = extractelement <16 x i32> %905, i64 0
  store i32 %906, ptr addrspace(3) %684, align 4
  %907 = extractelement <16 x i32> %905, i64 1
  store i32 %907, ptr addrspace(3) %687, align 4
  %908 = extractelement <16 x i32> %905, i64 2
  store i32 %908, ptr addrspace(3) %690, align 4
  %909 = extractelement <16 x i32> %905, i64 3
  store i32 %909, ptr addrspace(3) %693, align 4
  %910 = extractelement <16 x i32> %905, i64 4
  store i32 %910, ptr addrspace(3) %697, align 4
  %911 = extractelement <16 x i32> %905, i64 5
  store i32 %911, ptr addrspace(3) %700, align 4
  %912 = extractelement <16 x i32> %905, i64 6
  store i32 %912, ptr addrspace(3) %703, align 4
  %913 = extractelement <16 x i32> %905, i64 7
  store i32 %913, ptr addrspace(3) %706, align 4
  %914 = extractelement <16 x i32> %905, i64 8
  store i32 %914, ptr addrspace(3) %710, align 4
  %915 = extractelement <16 x i32> %905, i64 9
  store i32 %915, ptr addrspace(3) %713, align 4
  %916 = extractelement <16 x i32> %905, i64 10
  store i32 %916, ptr addrspace(3) %716, align 4
  %917 = extractelement <16 x i32> %905, i64 11
  store i32 %917, ptr addrspace(3) %719, align 4
  %918 = extractelement <16 x i32> %905, i64 12
  store i32 %918, ptr addrspace(3) %723, align 4
  %919 = extractelement <16 x i32> %905, i64 13
  store i32 %919, ptr addrspace(3) %726, align 4
  %920 = extractelement <16 x i32> %905, i64 14
  store i32 %920, ptr addrspace(3) %729, align 4
  %921 = extractelement <16 x i32> %905, i64 15
  store i32 %921, ptr addrspace(3) %732, align 4
  br label %922

922: ; preds = %900, %895
  tail call void @llvm.musa.syncthreads.lm()
  %923 = load i32, ptr addrspace(3) %81, align 64
  %924 = sitofp i32 %923 to float
  %925 = fmul contract float %924, %4
  %926 = load i32, ptr addrspace(3) %83, align 4
  %927 = sitofp i32 %926 to float
  %928 = fmul contract float %927, %4
  %929 = tail call float @llvm.maxnum.f32(float %925, float %928)
  %930 = load i32, ptr addrspace(3) %85, align 8
  %931 = sitofp i32 %930 to float
  %932 = fmul contract float %931, %4
  %933 = tail call float @llvm.maxnum.f32(float %929, float %932)
  %934 = load i32, ptr addrspace(3) %87, align 4
  %935 = sitofp i32 %934 to float
  %936 = fmul contract float %935, %4
  %937 = tail call float @llvm.maxnum.f32(float %933, float %936)
  %938 = load i32, ptr addrspace(3) %89, align 16
  %939 = sitofp i32 %938 to float
  %940 = fmul contract float %939, %4
  %941 = tail call float @llvm.maxnum.f32(float %937, float %940)
  %942 = load i32, ptr addrspace(3) %91, align 4
  %943 = sitofp i32 %942 to float
  %944 = fmul contract float %943, %4
  %945 = tail call float @llvm.maxnum.f32(float %941, float %944)
  %946 = load i32, ptr addrspace(3) %93, align 8
  %947 = sitofp i32 %946 to float
  %948 = fmul contract float %947, %4
  %949 = tail call float @llvm.maxnum.f32(float %945, float %948)
  %950 = load i32, ptr addrspace(3) %95, align 4
  %951 = sitofp i32 %950 to float
  %952 = fmul contract float %951, %4
  %953 = tail call float @llvm.maxnum.f32(float %949, float %952)
  %954 = load i32, ptr addrspace(3) %97, align 32
  %955 = sitofp i32 %954 to float
  %956 = fmul contract float %955, %4
  %957 = tail call float @llvm.maxnum.f32(float %953, float %956)
  %958 = load i32, ptr addrspace(3) %99, align 4
  %959 = sitofp i32 %958 to float
  %960 = fmul contract float %959, %4
  %961 = tail call float @llvm.maxnum.f32(float %957, float %960)
  %962 = load i32, ptr addrspace(3) %101, align 8
  %963 = sitofp i32 %962 to float
  %964 = fmul contract float %963, %4
  %965 = tail call float @llvm.maxnum.f32(float %961, float %964)
  %966 = load i32, ptr addrspace(3) %103, align 4
  %967 = sitofp i32 %966 to float
  %968 = fmul contract float %967, %4
  %969 = tail call float @llvm.maxnum.f32(float %965, float %968)
  %970 = load i32, ptr addrspace(3) %105, align 16
  %971 = sitofp i32 %970 to float
  %972 = fmul contract float %971, %4
  %973 = tail call float @llvm.maxnum.f32(float %969, float %972)
  %974 = load i32, ptr addrspace(3) %107, align 4
  %975 = sitofp i32 %974 to float
  %976 = fmul contract float %975, %4
  %977 = tail call float @llvm.maxnum.f32(float %973, float %976)
  %978 = load i32, ptr addrspace(3) %109, align 8
  %979 = sitofp i32 %978 to float
  %980 = fmul contract float %979, %4
  %981 = tail call float @llvm.maxnum.f32(float %977, float %980)
  %982 = load i32, ptr addrspace(3) %111, align 4
  %983 = sitofp i32 %982 to float
  %984 = fmul contract float %983, %4
  %985 = tail call float @llvm.maxnum.f32(float %981, float %984)
  %986 = bitcast float %985 to i32
  %987 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %986, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %113, label %988, label %991

988: ; preds = %922
  %989 = bitcast i32 %987 to float
  %990 = tail call float @llvm.maxnum.f32(float %985, float %989)
  store float %990, ptr addrspace(3) %734, align 4
  br label %991

991: ; preds = %988, %922
  tail call void @llvm.musa.syncthreads.lm()
  %992 = load i32, ptr addrspace(3) %116, align 64
  %993 = sitofp i32 %992 to float
  %994 = fmul contract float %993, %4
  %995 = load float, ptr addrspace(3) %118, align 4
  %996 = load float, ptr addrspace(3) %119, align 4
  %997 = tail call float @llvm.maxnum.f32(float %995, float %996)
  %998 = fsub contract float %994, %997
  %999 = fmul float %998, 0x3FF7154760000000
  %1000 = tail call float @llvm.exp2.f32(float %999)
  %1001 = load i32, ptr addrspace(3) %122, align 4
  %1002 = sitofp i32 %1001 to float
  %1003 = fmul contract float %1002, %4
  %1004 = fsub contract float %1003, %997
  %1005 = fmul float %1004, 0x3FF7154760000000
  %1006 = tail call float @llvm.exp2.f32(float %1005)
  %1007 = load i32, ptr addrspace(3) %125, align 8
  %1008 = sitofp i32 %1007 to float
  %1009 = fmul contract float %1008, %4
  %1010 = fsub contract float %1009, %997
  %1011 = fmul float %1010, 0x3FF7154760000000
  %1012 = tail call float @llvm.exp2.f32(float %1011)
  %1013 = load i32, ptr addrspace(3) %128, align 4
  %1014 = sitofp i32 %1013 to float
  %1015 = fmul contract float %1014, %4
  %1016 = fsub contract float %1015, %997
  %1017 = fmul float %1016, 0x3FF7154760000000
  %1018 = tail call float @llvm.exp2.f32(float %1017)
  %1019 = load i32, ptr addrspace(3) %131, align 16
  %1020 = sitofp i32 %1019 to float
  %1021 = fmul contract float %1020, %4
  %1022 = fsub contract float %1021, %997
  %1023 = fmul float %1022, 0x3FF7154760000000
  %1024 = tail call float @llvm.exp2.f32(float %1023)
  %1025 = load i32, ptr addrspace(3) %134, align 4
  %1026 = sitofp i32 %1025 to float
  %1027 = fmul contract float %1026, %4
  %1028 = fsub contract float %1027, %997
  %1029 = fmul float %1028, 0x3FF7154760000000
  %1030 = tail call float @llvm.exp2.f32(float %1029)
  %1031 = load i32, ptr addrspace(3) %137, align 8
  %1032 = sitofp i32 %1031 to float
  %1033 = fmul contract float %1032, %4
  %1034 = fsub contract float %1033, %997
  %1035 = fmul float %1034, 0x3FF7154760000000
  %1036 = tail call float @llvm.exp2.f32(float %1035)
  %1037 = load i32, ptr addrspace(3) %140, align 4
  %1038 = sitofp i32 %1037 to float
  %1039 = fmul contract float %1038, %4
  %1040 = fsub contract float %1039, %997
  %1041 = fmul float %1040, 0x3FF7154760000000
  %1042 = tail call float @llvm.exp2.f32(float %1041)
  %1043 = load i32, ptr addrspace(3) %143, align 32
  %1044 = sitofp i32 %1043 to float
  %1045 = fmul contract float %1044, %4
  %1046 = fsub contract float %1045, %997
  %1047 = fmul float %1046, 0x3FF7154760000000
  %1048 = tail call float @llvm.exp2.f32(float %1047)
  %1049 = load i32, ptr addrspace(3) %146, align 4
  %1050 = sitofp i32 %1049 to float
  %1051 = fmul contract float %1050, %4
  %1052 = fsub contract float %1051, %997
  %1053 = fmul float %1052, 0x3FF7154760000000
  %1054 = tail call float @llvm.exp2.f32(float %1053)
  %1055 = load i32, ptr addrspace(3) %149, align 8
  %1056 = sitofp i32 %1055 to float
  %1057 = fmul contract float %1056, %4
  %1058 = fsub contract float %1057, %997
  %1059 = fmul float %1058, 0x3FF7154760000000
  %1060 = tail call float @llvm.exp2.f32(float %1059)
  %1061 = load i32, ptr addrspace(3) %152, align 4
  %1062 = sitofp i32 %1061 to float
  %1063 = fmul contract float %1062, %4
  %1064 = fsub contract float %1063, %997
  %1065 = fmul float %1064, 0x3FF7154760000000
  %1066 = tail call float @llvm.exp2.f32(float %1065)
  %1067 = load i32, ptr addrspace(3) %155, align 16
  %1068 = sitofp i32 %1067 to float
  %1069 = fmul contract float %1068, %4
  %1070 = fsub contract float %1069, %997
  %1071 = fmul float %1070, 0x3FF7154760000000
  %1072 = tail call float @llvm.exp2.f32(float %1071)
  %1073 = load i32, ptr addrspace(3) %158, align 4
  %1074 = sitofp i32 %1073 to float
  %1075 = fmul contract float %1074, %4
  %1076 = fsub contract float %1075, %997
  %1077 = fmul float %1076, 0x3FF7154760000000
  %1078 = tail call float @llvm.exp2.f32(float %1077)
  %1079 = load i32, ptr addrspace(3) %161, align 8
  %1080 = sitofp i32 %1079 to float
  %1081 = fmul contract float %1080, %4
  %1082 = fsub contract float %1081, %997
  %1083 = fmul float %1082, 0x3FF7154760000000
  %1084 = tail call float @llvm.exp2.f32(float %1083)
  %1085 = load i32, ptr addrspace(3) %164, align 4
  %1086 = sitofp i32 %1085 to float
  %1087 = fmul contract float %1086, %4
  %1088 = fsub contract float %1087, %997
  %1089 = fmul float %1088, 0x3FF7154760000000
  %1090 = tail call float @llvm.exp2.f32(float %1089)
  tail call void @llvm.musa.syncthreads.lm()
  store float %1000, ptr addrspace(3) %165, align 64
  store float %1006, ptr addrspace(3) %166, align 4
  store float %1012, ptr addrspace(3) %167, align 8
  store float %1018, ptr addrspace(3) %168, align 4
  store float %1024, ptr addrspace(3) %169, align 16
  store float %1030, ptr addrspace(3) %170, align 4
  store float %1036, ptr addrspace(3) %171, align 8
  store float %1042, ptr addrspace(3) %172, align 4
  store float %1048, ptr addrspace(3) %173, align 32
  store float %1054, ptr addrspace(3) %174, align 4
  store float %1060, ptr addrspace(3) %175, align 8
  store float %1066, ptr addrspace(3) %176, align 4
  store float %1072, ptr addrspace(3) %177, align 16
  store float %1078, ptr addrspace(3) %178, align 4
  store float %1084, ptr addrspace(3) %179, align 8
  store float %1090, ptr addrspace(3) %180, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1091, label %1098

1091: ; preds = %991
  %1092 = load float, ptr addrspace(3) %735, align 4
  %1093 = load float, ptr addrspace(3) %736, align 4
  %1094 = tail call float @llvm.maxnum.f32(float %1092, float %1093)
  %1095 = fsub contract float %1092, %1094
  %1096 = fmul float %1095, 0x3FF7154760000000
  %1097 = tail call float @llvm.exp2.f32(float %1096)
  store float %1097, ptr addrspace(3) %737, align 4
  br label %1098

1098: ; preds = %1091, %991
  tail call void @llvm.musa.syncthreads.lm()
  %1099 = load float, ptr addrspace(3) %181, align 64
  %1100 = fadd reassoc float %1099, 0.000000e+00
  %1101 = load float, ptr addrspace(3) %182, align 4
  %1102 = fadd reassoc float %1100, %1101
  %1103 = load float, ptr addrspace(3) %183, align 8
  %1104 = fadd reassoc float %1102, %1103
  %1105 = load float, ptr addrspace(3) %184, align 4
  %1106 = fadd reassoc float %1104, %1105
  %1107 = load float, ptr addrspace(3) %185, align 16
  %1108 = fadd reassoc float %1106, %1107
  %1109 = load float, ptr addrspace(3) %186, align 4
  %1110 = fadd reassoc float %1108, %1109
  %1111 = load float, ptr addrspace(3) %187, align 8
  %1112 = fadd reassoc float %1110, %1111
  %1113 = load float, ptr addrspace(3) %188, align 4
  %1114 = fadd reassoc float %1112, %1113
  %1115 = load float, ptr addrspace(3) %189, align 32
  %1116 = fadd reassoc float %1114, %1115
  %1117 = load float, ptr addrspace(3) %190, align 4
  %1118 = fadd reassoc float %1116, %1117
  %1119 = load float, ptr addrspace(3) %191, align 8
  %1120 = fadd reassoc float %1118, %1119
  %1121 = load float, ptr addrspace(3) %192, align 4
  %1122 = fadd reassoc float %1120, %1121
  %1123 = load float, ptr addrspace(3) %193, align 16
  %1124 = fadd reassoc float %1122, %1123
  %1125 = load float, ptr addrspace(3) %194, align 4
  %1126 = fadd reassoc float %1124, %1125
  %1127 = load float, ptr addrspace(3) %195, align 8
  %1128 = fadd reassoc float %1126, %1127
  %1129 = load float, ptr addrspace(3) %196, align 4
  %1130 = fadd reassoc float %1128, %1129
  %1131 = bitcast float %1130 to i32
  %1132 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1131, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %113, label %1133, label %1136

1133: ; preds = %1098
  %1134 = bitcast i32 %1132 to float
  %1135 = fadd reassoc float %1130, %1134
  store float %1135, ptr addrspace(3) %738, align 4
  br label %1136

1136: ; preds = %1133, %1098
  tail call void @llvm.musa.syncthreads.lm()
  %1137 = load float, ptr addrspace(3) %165, align 64
  %1138 = fptrunc float %1137 to half
  %1139 = load float, ptr addrspace(3) %166, align 4
  %1140 = fptrunc float %1139 to half
  %1141 = load float, ptr addrspace(3) %167, align 8
  %1142 = fptrunc float %1141 to half
  %1143 = load float, ptr addrspace(3) %168, align 4
  %1144 = fptrunc float %1143 to half
  %1145 = load float, ptr addrspace(3) %169, align 16
  %1146 = fptrunc float %1145 to half
  %1147 = load float, ptr addrspace(3) %170, align 4
  %1148 = fptrunc float %1147 to half
  %1149 = load float, ptr addrspace(3) %171, align 8
  %1150 = fptrunc float %1149 to half
  %1151 = load float, ptr addrspace(3) %172, align 4
  %1152 = fptrunc float %1151 to half
  %1153 = load float, ptr addrspace(3) %173, align 32
  %1154 = fptrunc float %1153 to half
  %1155 = load float, ptr addrspace(3) %174, align 4
  %1156 = fptrunc float %1155 to half
  %1157 = load float, ptr addrspace(3) %175, align 8
  %1158 = fptrunc float %1157 to half
  %1159 = load float, ptr addrspace(3) %176, align 4
  %1160 = fptrunc float %1159 to half
  %1161 = load float, ptr addrspace(3) %177, align 16
  %1162 = fptrunc float %1161 to half
  %1163 = load float, ptr addrspace(3) %178, align 4
  %1164 = fptrunc float %1163 to half
  %1165 = load float, ptr addrspace(3) %179, align 8
  %1166 = fptrunc float %1165 to half
  %1167 = load float, ptr addrspace(3) %180, align 4
  %1168 = fptrunc float %1167 to half
  store half %1138, ptr addrspace(3) %205, align 16
  store half %1140, ptr addrspace(3) %215, align 2
  store half %1142, ptr addrspace(3) %225, align 4
  store half %1144, ptr addrspace(3) %235, align 2
  store half %1146, ptr addrspace(3) %245, align 8
  store half %1148, ptr addrspace(3) %255, align 2
  store half %1150, ptr addrspace(3) %265, align 4
  store half %1152, ptr addrspace(3) %275, align 2
  store half %1154, ptr addrspace(3) %284, align 16
  store half %1156, ptr addrspace(3) %294, align 2
  store half %1158, ptr addrspace(3) %304, align 4
  store half %1160, ptr addrspace(3) %314, align 2
  store half %1162, ptr addrspace(3) %324, align 8
  store half %1164, ptr addrspace(3) %334, align 2
  store half %1166, ptr addrspace(3) %344, align 4
  store half %1168, ptr addrspace(3) %354, align 2
  %1169 = extractelement <8 x half> %879, i64 0
  store half %1169, ptr addrspace(3) %370, align 2
  %1170 = extractelement <8 x half> %879, i64 1
  store half %1170, ptr addrspace(3) %385, align 2
  %1171 = extractelement <8 x half> %879, i64 2
  store half %1171, ptr addrspace(3) %400, align 2
  %1172 = extractelement <8 x half> %879, i64 3
  store half %1172, ptr addrspace(3) %415, align 2
  %1173 = extractelement <8 x half> %879, i64 4
  store half %1173, ptr addrspace(3) %430, align 2
  %1174 = extractelement <8 x half> %879, i64 5
  store half %1174, ptr addrspace(3) %445, align 2
  %1175 = extractelement <8 x half> %879, i64 6
  store half %1175, ptr addrspace(3) %460, align 2
  %1176 = extractelement <8 x half> %879, i64 7
  store half %1176, ptr addrspace(3) %475, align 2
  %1177 = extractelement <8 x half> %880, i64 0
  store half %1177, ptr addrspace(3) %489, align 2
  %1178 = extractelement <8 x half> %880, i64 1
  store half %1178, ptr addrspace(3) %504, align 2
  %1179 = extractelement <8 x half> %880, i64 2
  store half %1179, ptr addrspace(3) %519, align 2
  %1180 = extractelement <8 x half> %880, i64 3
  store half %1180, ptr addrspace(3) %534, align 2
  %1181 = extractelement <8 x half> %880, i64 4
  store half %1181, ptr addrspace(3) %549, align 2
  %1182 = extractelement <8 x half> %880, i64 5
  store half %1182, ptr addrspace(3) %564, align 2
  %1183 = extractelement <8 x half> %880, i64 6
  store half %1183, ptr addrspace(3) %579, align 2
  %1184 = extractelement <8 x half> %880, i64 7
  store half %1184, ptr addrspace(3) %594, align 2
  %1185 = load float, ptr addrspace(3) %595, align 4
  %1186 = fmul contract float %877, %1185
  store float %1186, ptr addrspace(3) %596, align 64
  %1187 = fmul contract float %876, %1185
  store float %1187, ptr addrspace(3) %599, align 4
  %1188 = fmul contract float %875, %1185
  store float %1188, ptr addrspace(3) %602, align 8
  %1189 = fmul contract float %874, %1185
  store float %1189, ptr addrspace(3) %605, align 4
  %1190 = fmul contract float %873, %1185
  store float %1190, ptr addrspace(3) %608, align 16
  %1191 = fmul contract float %872, %1185
  store float %1191, ptr addrspace(3) %611, align 4
  %1192 = fmul contract float %871, %1185
  store float %1192, ptr addrspace(3) %614, align 8
  %1193 = fmul contract float %870, %1185
  store float %1193, ptr addrspace(3) %617, align 4
  %1194 = fmul contract float %869, %1185
  store float %1194, ptr addrspace(3) %620, align 32
  %1195 = fmul contract float %868, %1185
  store float %1195, ptr addrspace(3) %623, align 4
  %1196 = fmul contract float %867, %1185
  store float %1196, ptr addrspace(3) %626, align 8
  %1197 = fmul contract float %866, %1185
  store float %1197, ptr addrspace(3) %629, align 4
  %1198 = fmul contract float %865, %1185
  store float %1198, ptr addrspace(3) %632, align 16
  %1199 = fmul contract float %864, %1185
  store float %1199, ptr addrspace(3) %635, align 4
  %1200 = fmul contract float %863, %1185
  store float %1200, ptr addrspace(3) %638, align 8
  %1201 = fmul contract float %862, %1185
  store float %1201, ptr addrspace(3) %641, align 4
  %1202 = load float, ptr addrspace(3) %642, align 4
  %1203 = fmul contract float %861, %1202
  store float %1203, ptr addrspace(3) %644, align 64
  %1204 = fmul contract float %860, %1202
  store float %1204, ptr addrspace(3) %646, align 4
  %1205 = fmul contract float %859, %1202
  store float %1205, ptr addrspace(3) %648, align 8
  %1206 = fmul contract float %858, %1202
  store float %1206, ptr addrspace(3) %650, align 4
  %1207 = fmul contract float %857, %1202
  store float %1207, ptr addrspace(3) %652, align 16
  %1208 = fmul contract float %856, %1202
  store float %1208, ptr addrspace(3) %654, align 4
  %1209 = fmul contract float %855, %1202
  store float %1209, ptr addrspace(3) %656, align 8
  %1210 = fmul contract float %854, %1202
  store float %1210, ptr addrspace(3) %658, align 4
  %1211 = fmul contract float %853, %1202
  store float %1211, ptr addrspace(3) %661, align 32
  %1212 = fmul contract float %852, %1202
  store float %1212, ptr addrspace(3) %663, align 4
  %1213 = fmul contract float %851, %1202
  store float %1213, ptr addrspace(3) %665, align 8
  %1214 = fmul contract float %850, %1202
  store float %1214, ptr addrspace(3) %667, align 4
  %1215 = fmul contract float %849, %1202
  store float %1215, ptr addrspace(3) %669, align 16
  %1216 = fmul contract float %848, %1202
  store float %1216, ptr addrspace(3) %671, align 4
  %1217 = fmul contract float %847, %1202
  store float %1217, ptr addrspace(3) %673, align 8
  %1218 = fmul contract float %846, %1202
  store float %1218, ptr addrspace(3) %675, align 4
  tail call void @llvm.musa.syncthreads.lm()
  tail call void @llvm.musa.barrier0()
  br i1 %74, label %1219, label %1321

1219: ; preds = %1136
  %1220 = load i32, ptr addrspace(3) %746, align 4
  %1221 = load i32, ptr addrspace(3) %749, align 4
  %1222 = load i32, ptr addrspace(3) %752, align 4
  %1223 = load i32, ptr addrspace(3) %755, align 4
  %1224 = load i32, ptr addrspace(3) %758, align 4
  %1225 = load i32, ptr addrspace(3) %761, align 4
  %1226 = load i32, ptr addrspace(3) %764, align 4
  %1227 = load i32, ptr addrspace(3) %767, align 4
  %1228 = load i32, ptr addrspace(3) %771, align 4
  %1229 = load i32, ptr addrspace(3) %774, align 4
  %1230 = load i32, ptr addrspace(3) %777, align 4
  %1231 = load i32, ptr addrspace(3) %780, align 4
  %1232 = load i32, ptr addrspace(3) %783, align 4
  %1233 = load i32, ptr addrspace(3) %786, align 4
  %1234 = load i32, ptr addrspace(3) %789, align 4
  %1235 = load i32, ptr addrspace(3) %792, align 4
  %1236 = load i32, ptr addrspace(3) %796, align 4
  %1237 = load i32, ptr addrspace(3) %799, align 4
  %1238 = load i32, ptr addrspace(3) %802, align 4
  %1239 = load i32, ptr addrspace(3) %805, align 4
  %1240 = load i32, ptr addrspace(3) %808, align 4
  %1241 = load i32, ptr addrspace(3) %811, align 4
  %1242 = load i32, ptr addrspace(3) %814, align 4
  %1243 = load i32, ptr addrspace(3) %817, align 4
  %1244 = load i32, ptr addrspace(3) %821, align 4
  %1245 = load i32, ptr addrspace(3) %824, align 4
  %1246 = load i32, ptr addrspace(3) %827, align 4
  %1247 = load i32, ptr addrspace(3) %830, align 4
  %1248 = load i32, ptr addrspace(3) %833, align 4
  %1249 = load i32, ptr addrspace(3) %836, align 4
  %1250 = load i32, ptr addrspace(3) %839, align 4
  %1251 = load i32, ptr addrspace(3) %842, align 4
  %1252 = insertelement <32 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %1220, i64 0
  %1253 = insertelement <32 x i32> %1252, i32 %1221, i64 1
  %1254 = insertelement <32 x i32> %1253, i32 %1222, i64 2
  %1255 = insertelement <32 x i32> %1254, i32 %1223, i64 3
  %1256 = insertelement <32 x i32> %1255, i32 %1224, i64 4
  %1257 = insertelement <32 x i32> %1256, i32 %1225, i64 5
  %1258 = insertelement <32 x i32> %1257, i32 %1226, i64 6
  %1259 = insertelement <32 x i32> %1258, i32 %1227, i64 7
  %1260 = insertelement <32 x i32> %1259, i32 %1228, i64 8
  %1261 = insertelement <32 x i32> %1260, i32 %1229, i64 9
  %1262 = insertelement <32 x i32> %1261, i32 %1230, i64 10
  %1263 = insertelement <32 x i32> %1262, i32 %1231, i64 11
  %1264 = insertelement <32 x i32> %1263, i32 %1232, i64 12
  %1265 = insertelement <32 x i32> %1264, i32 %1233, i64 13
  %1266 = insertelement <32 x i32> %1265, i32 %1234, i64 14
  %1267 = insertelement <32 x i32> %1266, i32 %1235, i64 15
  %1268 = insertelement <32 x i32> %1267, i32 %1236, i64 16
  %1269 = insertelement <32 x i32> %1268, i32 %1237, i64 17
  %1270 = insertelement <32 x i32> %1269, i32 %1238, i64 18
  %1271 = insertelement <32 x i32> %1270, i32 %1239, i64 19
  %1272 = insertelement <32 x i32> %1271, i32 %1240, i64 20
  %1273 = insertelement <32 x i32> %1272, i32 %1241, i64 21
  %1274 = insertelement <32 x i32> %1273, i32 %1242, i64 22
  %1275 = insertelement <32 x i32> %1274, i32 %1243, i64 23
  %1276 = insertelement <32 x i32> %1275, i32 %1244, i64 24
  %1277 = insertelement <32 x i32> %1276, i32 %1245, i64 25
  %1278 = insertelement <32 x i32> %1277, i32 %1246, i64 26
  %1279 = insertelement <32 x i32> %1278, i32 %1247, i64 27
  %1280 = insertelement <32 x i32> %1279, i32 %1248, i64 28
  %1281 = insertelement <32 x i32> %1280, i32 %1249, i64 29
  %1282 = insertelement <32 x i32> %1281, i32 %1250, i64 30
  %1283 = insertelement <32 x i32> %1282, i32 %1251, i64 31
  %1284 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36864), align 4096
  %1285 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %1284, i32 64, i32 1, i32 3)
  %1286 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), align 4096
  %1287 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %1286, i32 64, i32 1, i32 3)
  %1288 = tail call <32 x i32> @llvm.musa.sqmma.fmma.m64n64k32.mma(i32 %1285, i32 %1287, <32 x i32> %1283, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %bc = bitcast <32 x i32> %1288 to <32 x float>
  %1289 = extractelement <32 x float> %bc, i64 0
  store float %1289, ptr addrspace(3) %746, align 4
  %1290 = extractelement <32 x float> %bc, i64 1
  store float %1290, ptr addrspace(3) %749, align 4
  %1291 = extractelement <32 x float> %bc, i64 2
  store float %1291, ptr addrspace(3) %752, align 4
  %1292 = extractelement <32 x float> %bc, i64 3
  store float %1292, ptr addrspace(3) %755, align 4
  %1293 = extractelement <32 x float> %bc, i64 4
  store float %1293, ptr addrspace(3) %758, align 4
  %1294 = extractelement <32 x float> %bc, i64 5
  store float %1294, ptr addrspace(3) %761, align 4
  %1295 = extractelement <32 x float> %bc, i64 6
  store float %1295, ptr addrspace(3) %764, align 4
  %1296 = extractelement <32 x float> %bc, i64 7
  store float %1296, ptr addrspace(3) %767, align 4
  %1297 = extractelement <32 x float> %bc, i64 8
  store float %1297, ptr addrspace(3) %771, align 4
  %1298 = extractelement <32 x float> %bc, i64 9
  store float %1298, ptr addrspace(3) %774, align 4
  %1299 = extractelement <32 x float> %bc, i64 10
  store float %1299, ptr addrspace(3) %777, align 4
  %1300 = extractelement <32 x float> %bc, i64 11
  store float %1300, ptr addrspace(3) %780, align 4
  %1301 = extractelement <32 x float> %bc, i64 12
  store float %1301, ptr addrspace(3) %783, align 4
  %1302 = extractelement <32 x float> %bc, i64 13
  store float %1302, ptr addrspace(3) %786, align 4
  %1303 = extractelement <32 x float> %bc, i64 14
  store float %1303, ptr addrspace(3) %789, align 4
  %1304 = extractelement <32 x float> %bc, i64 15
  store float %1304, ptr addrspace(3) %792, align 4
  %1305 = extractelement <32 x float> %bc, i64 16
  store float %1305, ptr addrspace(3) %796, align 4
  %1306 = extractelement <32 x float> %bc, i64 17
  store float %1306, ptr addrspace(3) %799, align 4
  %1307 = extractelement <32 x float> %bc, i64 18
  store float %1307, ptr addrspace(3) %802, align 4
  %1308 = extractelement <32 x float> %bc, i64 19
  store float %1308, ptr addrspace(3) %805, align 4
  %1309 = extractelement <32 x float> %bc, i64 20
  store float %1309, ptr addrspace(3) %808, align 4
  %1310 = extractelement <32 x float> %bc, i64 21
  store float %1310, ptr addrspace(3) %811, align 4
  %1311 = extractelement <32 x float> %bc, i64 22
  store float %1311, ptr addrspace(3) %814, align 4
  %1312 = extractelement <32 x float> %bc, i64 23
  store float %1312, ptr addrspace(3) %817, align 4
  %1313 = extractelement <32 x float> %bc, i64 24
  store float %1313, ptr addrspace(3) %821, align 4
  %1314 = extractelement <32 x float> %bc, i64 25
  store float %1314, ptr addrspace(3) %824, align 4
  %1315 = extractelement <32 x float> %bc, i64 26
  store float %1315, ptr addrspace(3) %827, align 4
  %1316 = extractelement <32 x float> %bc, i64 27
  store float %1316, ptr addrspace(3) %830, align 4
  %1317 = extractelement <32 x float> %bc, i64 28
  store float %1317, ptr addrspace(3) %833, align 4
  %1318 = extractelement <32 x float> %bc, i64 29
  store float %1318, ptr addrspace(3) %836, align 4
  %1319 = extractelement <32 x float> %bc, i64 30
  store float %1319, ptr addrspace(3) %839, align 4
  %1320 = extractelement <32 x float> %bc, i64 31
  store float %1320, ptr addrspace(3) %842, align 4
  br label %1321

1321: ; preds = %1219, %1136
  tail call void @llvm.musa.syncthreads.lm()
  %1322 = load float, ptr addrspace(3) %596, align 64
  %1323 = load float, ptr addrspace(3) %599, align 4
  %1324 = load float, ptr addrspace(3) %602, align 8
  %1325 = load float, ptr addrspace(3) %605, align 4
  %1326 = load float, ptr addrspace(3) %608, align 16
  %1327 = load float, ptr addrspace(3) %611, align 4
  %1328 = load float, ptr addrspace(3) %614, align 8
  %1329 = load float, ptr addrspace(3) %617, align 4
  %1330 = load <8 x float>, ptr addrspace(3) %620, align 32
  %1331 = load <8 x float>, ptr addrspace(3) %644, align 64
  %1332 = load <8 x float>, ptr addrspace(3) %661, align 32
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1333, label %1339

1333: ; preds = %1321
  %1334 = load float, ptr addrspace(3) %843, align 4
  %1335 = load float, ptr addrspace(3) %737, align 4
  %1336 = fmul contract float %1334, %1335
  %1337 = load float, ptr addrspace(3) %844, align 4
  %1338 = fadd contract float %1336, %1337
  store float %1338, ptr addrspace(3) %843, align 4
  br label %1339

1339: ; preds = %1333, %1321
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1340, label %1344

1340: ; preds = %1339
  %1341 = load float, ptr addrspace(3) %735, align 4
  %1342 = load float, ptr addrspace(3) %736, align 4
  %1343 = tail call float @llvm.maxnum.f32(float %1341, float %1342)
  store float %1343, ptr addrspace(3) %735, align 4
  br label %1344

1344: ; preds = %1340, %1339
  tail call void @llvm.musa.syncthreads.lm()
  %1345 = extractelement <8 x float> %1330, i64 0
  %1346 = extractelement <8 x float> %1330, i64 1
  %1347 = extractelement <8 x float> %1330, i64 2
  %1348 = extractelement <8 x float> %1330, i64 3
  %1349 = extractelement <8 x float> %1330, i64 4
  %1350 = extractelement <8 x float> %1330, i64 5
  %1351 = extractelement <8 x float> %1330, i64 6
  %1352 = extractelement <8 x float> %1330, i64 7
  %1353 = extractelement <8 x float> %1331, i64 0
  %1354 = extractelement <8 x float> %1331, i64 1
  %1355 = extractelement <8 x float> %1331, i64 2
  %1356 = extractelement <8 x float> %1331, i64 3
  %1357 = extractelement <8 x float> %1331, i64 4
  %1358 = extractelement <8 x float> %1331, i64 5
  %1359 = extractelement <8 x float> %1331, i64 6
  %1360 = extractelement <8 x float> %1331, i64 7
  %1361 = extractelement <8 x float> %1332, i64 0
  %1362 = extractelement <8 x float> %1332, i64 1
  %1363 = extractelement <8 x float> %1332, i64 2
  %1364 = extractelement <8 x float> %1332, i64 3
  %1365 = extractelement <8 x float> %1332, i64 4
  %1366 = extractelement <8 x float> %1332, i64 5
  %1367 = extractelement <8 x float> %1332, i64 6
  %1368 = extractelement <8 x float> %1332, i64 7
  br i1 %882, label %845, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %1344
  %1369 = insertelement <8 x float> poison, float %1322, i64 0
  %1370 = insertelement <8 x float> %1369, float %1323, i64 1
  %1371 = insertelement <8 x float> %1370, float %1324, i64 2
  %1372 = insertelement <8 x float> %1371, float %1325, i64 3
  %1373 = insertelement <8 x float> %1372, float %1326, i64 4
  %1374 = insertelement <8 x float> %1373, float %1327, i64 5
  %1375 = insertelement <8 x float> %1374, float %1328, i64 6
  %1376 = insertelement <8 x float> %1375, float %1329, i64 7
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %35
  %1377 = phi <8 x float> [ zeroinitializer, %35 ], [ %1376, %._crit_edge.loopexit ]
  %1378 = phi <8 x float> [ zeroinitializer, %35 ], [ %1330, %._crit_edge.loopexit ]
  %1379 = phi <8 x float> [ zeroinitializer, %35 ], [ %1331, %._crit_edge.loopexit ]
  %1380 = phi <8 x float> [ zeroinitializer, %35 ], [ %1332, %._crit_edge.loopexit ]
  %1381 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 47104), i32 %23
  %1382 = load float, ptr addrspace(3) %1381, align 4
  %1383 = insertelement <8 x float> poison, float %1382, i64 0
  %1384 = shufflevector <8 x float> %1383, <8 x float> poison, <8 x i32> zeroinitializer
  %1385 = fdiv <8 x float> %1377, %1384
  %1386 = fptrunc <8 x float> %1385 to <8 x half>
  %1387 = getelementptr half, ptr addrspace(1) %3, i64 %39
  %1388 = getelementptr half, ptr addrspace(1) %1387, i64 %20
  store <8 x half> %1386, ptr addrspace(1) %1388, align 16
  %1389 = fdiv <8 x float> %1378, %1384
  %1390 = fptrunc <8 x float> %1389 to <8 x half>
  %1391 = getelementptr half, ptr addrspace(1) %1387, i64 %22
  store <8 x half> %1390, ptr addrspace(1) %1391, align 16
  %1392 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 47104), i32 %54
  %1393 = load float, ptr addrspace(3) %1392, align 4
  %1394 = insertelement <8 x float> poison, float %1393, i64 0
  %1395 = shufflevector <8 x float> %1394, <8 x float> poison, <8 x i32> zeroinitializer
  %1396 = fdiv <8 x float> %1379, %1395
  %1397 = fptrunc <8 x float> %1396 to <8 x half>
  %1398 = getelementptr half, ptr addrspace(1) %3, i64 %57
  %1399 = getelementptr half, ptr addrspace(1) %1398, i64 %20
  store <8 x half> %1397, ptr addrspace(1) %1399, align 16
  %1400 = fdiv <8 x float> %1380, %1395
  %1401 = fptrunc <8 x float> %1400 to <8 x half>
  %1402 = getelementptr half, ptr addrspace(1) %1398, i64 %22
  store <8 x half> %1401, ptr addrspace(1) %1402, align 16
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.maxnum.f32(float, float) #0

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @attention_kernel, !"kernel", i32 1}
!2 = !{ptr @attention_kernel, !"maxntidx", i32 128}
